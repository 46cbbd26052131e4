CREATE TABLE "manager_oauth" (
	"merchant" bigint NOT NULL,
	"manager" bigint NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"subject_name" text DEFAULT '' NOT NULL,
	"bind_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manager_oauth_manager_provider_pk" PRIMARY KEY("manager","provider")
);
--> statement-breakpoint
CREATE TABLE "oauth_state" (
	"id" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"provider" text NOT NULL,
	"manager" bigint,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"redirect" text DEFAULT '' NOT NULL,
	"expire_time" timestamp with time zone NOT NULL,
	"use_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_state_purpose_check" CHECK ("oauth_state"."purpose" in ('login', 'bind') and ("oauth_state"."purpose" = 'login' or "oauth_state"."manager" is not null))
);
--> statement-breakpoint
ALTER TABLE "manager_oauth" ADD CONSTRAINT "manager_oauth_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_oauth" ADD CONSTRAINT "manager_oauth_manager_manager_id_fk" FOREIGN KEY ("manager") REFERENCES "public"."manager"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_state" ADD CONSTRAINT "oauth_state_manager_manager_id_fk" FOREIGN KEY ("manager") REFERENCES "public"."manager"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manager_oauth_subject_uq" ON "manager_oauth" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "manager_oauth_merchant_idx" ON "manager_oauth" USING btree ("merchant","manager");--> statement-breakpoint
CREATE INDEX "oauth_state_expire_idx" ON "oauth_state" USING btree ("expire_time");
--> statement-breakpoint
-- A binding is its account's merchant's tenant data; the login reads it
-- with the platform's scope before any tenant is known, as the password login reads the account.
SELECT console_enable_tenancy('manager_oauth');
--> statement-breakpoint
-- Started sign-ins are login bookkeeping like login_challenge: no tenant, read and written with the platform's scope.
GRANT SELECT, INSERT, UPDATE, DELETE ON manager_oauth, oauth_state TO console_app;

CREATE TABLE "payment_app_acl" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"app_id" text NOT NULL,
	"business" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"applicant" text NOT NULL,
	"applicant_merchant" bigint NOT NULL,
	"auditor" text DEFAULT '' NOT NULL,
	"audit_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_app_acl" ADD CONSTRAINT "payment_app_acl_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_app_acl" ADD CONSTRAINT "payment_app_acl_app_id_app_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."app"("app_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_app_acl" ADD CONSTRAINT "payment_app_acl_applicant_merchant_merchant_id_fk" FOREIGN KEY ("applicant_merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_app_acl_merchant_app_uq" ON "payment_app_acl" USING btree ("merchant","app_id");--> statement-breakpoint
CREATE INDEX "payment_app_acl_merchant_idx" ON "payment_app_acl" USING btree ("merchant","id");
--> statement-breakpoint
ALTER TABLE "payment_app_acl" ADD CONSTRAINT "payment_app_acl_status_check" CHECK ("status" in (0, 1, -1));
--> statement-breakpoint
-- An authorization is its payment merchant's tenant data; the partner above it acts through its scope.
SELECT console_enable_tenancy('payment_app_acl');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON payment_app_acl TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE payment_app_acl_id_seq TO console_app;

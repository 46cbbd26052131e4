CREATE TABLE "client_error" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"manager" bigint NOT NULL,
	"manager_name" text NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"stack" text DEFAULT '' NOT NULL,
	"page" text NOT NULL,
	"seqno" text DEFAULT '' NOT NULL,
	"release" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_error" ADD CONSTRAINT "client_error_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_error_merchant_idx" ON "client_error" USING btree ("merchant","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "client_error_seqno_idx" ON "client_error" USING btree ("seqno");--> statement-breakpoint
-- ---- Hand-appended (development tools): checks, tenancy and grants ---------------------------------------------
ALTER TABLE "client_error" ADD CONSTRAINT "client_error_check" CHECK (
  "kind" in ('script', 'promise', 'render', 'server') AND length("message") BETWEEN 1 AND 500 AND length("stack") <= 4000
  AND length("page") BETWEEN 1 AND 500);
--> statement-breakpoint
-- The user's merchant's tenant data, read by the platform through its scope.
SELECT console_enable_tenancy('client_error');
--> statement-breakpoint
-- Append-only for the application: an error report is evidence, never edited.
REVOKE UPDATE, DELETE, TRUNCATE ON client_error FROM console_app;
--> statement-breakpoint
GRANT SELECT, INSERT ON client_error TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE client_error_id_seq TO console_app;

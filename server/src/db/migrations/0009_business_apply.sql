CREATE TABLE "business_apply" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"target" bigint NOT NULL,
	"business" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_mobile" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"attachments" text[] DEFAULT '{}' NOT NULL,
	"subject" jsonb,
	"status" smallint DEFAULT 0 NOT NULL,
	"audit_remark" text DEFAULT '' NOT NULL,
	"auditor" text DEFAULT '' NOT NULL,
	"audit_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_apply" ADD CONSTRAINT "business_apply_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_apply" ADD CONSTRAINT "business_apply_target_merchant_id_fk" FOREIGN KEY ("target") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_apply_merchant_idx" ON "business_apply" USING btree ("merchant","id");--> statement-breakpoint
CREATE INDEX "business_apply_target_idx" ON "business_apply" USING btree ("target","status","id");
--> statement-breakpoint
-- The applicant and the merchant applied to both see an application: one policy over either column.
ALTER TABLE business_apply ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE business_apply FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON business_apply USING ((SELECT coalesce(current_setting('app.all_merchants', true), '') = 'on') OR merchant = ANY (CAST((SELECT coalesce(nullif(current_setting('app.merchants', true), ''), '{}')) AS bigint[])) OR target = ANY (CAST((SELECT coalesce(nullif(current_setting('app.merchants', true), ''), '{}')) AS bigint[]))) WITH CHECK ((SELECT coalesce(current_setting('app.all_merchants', true), '') = 'on') OR merchant = ANY (CAST((SELECT coalesce(nullif(current_setting('app.merchants', true), ''), '{}')) AS bigint[])) OR target = ANY (CAST((SELECT coalesce(nullif(current_setting('app.merchants', true), ''), '{}')) AS bigint[])));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON business_apply TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE business_apply_id_seq TO console_app;

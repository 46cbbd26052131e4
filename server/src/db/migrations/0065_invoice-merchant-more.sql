CREATE TABLE "invoice_app_acl" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"app_id" text NOT NULL,
	"scopes" text[] NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_app_acl" ADD CONSTRAINT "invoice_app_acl_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_app_acl_merchant_app_uq" ON "invoice_app_acl" USING btree ("merchant","app_id");--> statement-breakpoint
CREATE INDEX "invoice_app_acl_merchant_idx" ON "invoice_app_acl" USING btree ("merchant","id");--> statement-breakpoint
ALTER TABLE "invoice_app_acl" ADD CONSTRAINT "invoice_app_acl_check" CHECK ("status" in (0, 1) AND cardinality("scopes") BETWEEN 1 AND 3 AND "scopes" <@ ARRAY['issue', 'query', 'reverse']::text[]);
--> statement-breakpoint
SELECT console_enable_tenancy('invoice_app_acl');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON invoice_app_acl TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE invoice_app_acl_id_seq TO console_app;

CREATE TABLE "invoice_setting" (
	"merchant" bigint PRIMARY KEY NOT NULL,
	"seller_address" text DEFAULT '' NOT NULL,
	"seller_phone" text DEFAULT '' NOT NULL,
	"seller_bank" text DEFAULT '' NOT NULL,
	"seller_account" text DEFAULT '' NOT NULL,
	"item_name" text NOT NULL,
	"tax_code" text NOT NULL,
	"tax_rate" smallint,
	"auto_issue" boolean DEFAULT true NOT NULL,
	"email_delivery" boolean DEFAULT true NOT NULL,
	"sms_delivery" boolean DEFAULT false NOT NULL,
	"remark_template" text DEFAULT '' NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_apply" ADD COLUMN "renew_of" bigint;--> statement-breakpoint
ALTER TABLE "invoice_setting" ADD CONSTRAINT "invoice_setting_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_apply_renew_idx" ON "invoice_apply" USING btree ("merchant","renew_of");
--> statement-breakpoint
ALTER TABLE "invoice_apply" ADD CONSTRAINT "invoice_apply_renew_of_fk" FOREIGN KEY ("renew_of") REFERENCES "public"."invoice_invoice"("id");
--> statement-breakpoint
ALTER TABLE "invoice_setting" ADD CONSTRAINT "invoice_setting_check" CHECK (
  ("tax_rate" IS NULL OR "tax_rate" in (0, 1, 3, 5, 6, 9, 13)) AND "tax_code" ~ '^[0-9]{19}$' AND length("item_name") BETWEEN 2 AND 60);
--> statement-breakpoint
-- The setting is its merchant's tenant data, like its invoices.
SELECT console_enable_tenancy('invoice_setting');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON invoice_setting TO console_app;
--> statement-breakpoint
-- 编辑 of an application still waiting replaces the trades it merged.
GRANT DELETE ON invoice_apply_trade TO console_app;

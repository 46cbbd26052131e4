CREATE TABLE "account_invoice" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"invoice_no" text NOT NULL,
	"seller" bigint NOT NULL,
	"seller_name" text NOT NULL,
	"title_type" smallint NOT NULL,
	"title_name" text NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"bank" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"amount" bigint NOT NULL,
	"record_count" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"invoice_code" text DEFAULT '' NOT NULL,
	"invoice_number" text DEFAULT '' NOT NULL,
	"issue_date" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"applicant" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_invoice_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"invoice" bigint NOT NULL,
	"wallet_record" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_invoice_title" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"type" smallint NOT NULL,
	"name" text NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"bank" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_invoice" ADD CONSTRAINT "account_invoice_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_invoice" ADD CONSTRAINT "account_invoice_seller_merchant_id_fk" FOREIGN KEY ("seller") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_invoice_record" ADD CONSTRAINT "account_invoice_record_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_invoice_record" ADD CONSTRAINT "account_invoice_record_invoice_account_invoice_id_fk" FOREIGN KEY ("invoice") REFERENCES "public"."account_invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_invoice_record" ADD CONSTRAINT "account_invoice_record_wallet_record_wallet_record_id_fk" FOREIGN KEY ("wallet_record") REFERENCES "public"."wallet_record"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_invoice_title" ADD CONSTRAINT "account_invoice_title_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_invoice_no_uq" ON "account_invoice" USING btree ("invoice_no");--> statement-breakpoint
CREATE INDEX "account_invoice_merchant_idx" ON "account_invoice" USING btree ("merchant","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "account_invoice_merchant_status_idx" ON "account_invoice" USING btree ("merchant","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "account_invoice_record_invoice_idx" ON "account_invoice_record" USING btree ("merchant","invoice");--> statement-breakpoint
CREATE INDEX "account_invoice_record_wallet_idx" ON "account_invoice_record" USING btree ("merchant","wallet_record");--> statement-breakpoint
CREATE UNIQUE INDEX "account_invoice_record_active_uq" ON "account_invoice_record" USING btree ("wallet_record") WHERE active;--> statement-breakpoint
CREATE INDEX "account_invoice_title_merchant_idx" ON "account_invoice_title" USING btree ("merchant","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "account_invoice_title_default_uq" ON "account_invoice_title" USING btree ("merchant") WHERE is_default;--> statement-breakpoint
-- ---- Hand-appended (account-invoice slice): checks, tenancy and grants ---------------------------------------------
ALTER TABLE "account_invoice_title" ADD CONSTRAINT "account_invoice_title_check" CHECK ("type" in (1, 2) AND ("type" = 1 OR "tax_number" <> ''));
--> statement-breakpoint
ALTER TABLE "account_invoice" ADD CONSTRAINT "account_invoice_check" CHECK ("status" in (0, 2, -1, -2) AND "title_type" in (1, 2) AND "amount" > 0 AND "record_count" > 0 AND ("status" = 2) = ("invoice_number" <> ''));
--> statement-breakpoint
ALTER TABLE "account_invoice_record" ADD CONSTRAINT "account_invoice_record_check" CHECK ("amount" > 0);
--> statement-breakpoint
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['account_invoice_title', 'account_invoice', 'account_invoice_record']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON account_invoice_title, account_invoice, account_invoice_record TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE account_invoice_title_id_seq, account_invoice_id_seq, account_invoice_record_id_seq TO console_app;

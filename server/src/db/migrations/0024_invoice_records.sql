CREATE TABLE "invoice_apply" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"apply_no" text NOT NULL,
	"software" bigint,
	"software_code" text NOT NULL,
	"seller_name" text NOT NULL,
	"seller_tax_number" text NOT NULL,
	"buyer_type" smallint NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_tax_number" text DEFAULT '' NOT NULL,
	"buyer_email" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"amount" bigint NOT NULL,
	"tax_amount" bigint NOT NULL,
	"tax_rate" smallint NOT NULL,
	"trade_count" integer NOT NULL,
	"items" jsonb NOT NULL,
	"need_review" boolean NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"applicant" text DEFAULT '' NOT NULL,
	"auditor_name" text DEFAULT '' NOT NULL,
	"audit_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_apply_merchant_id_uq" UNIQUE("merchant","id")
);
--> statement-breakpoint
CREATE TABLE "invoice_apply_status" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"apply" bigint NOT NULL,
	"status" smallint NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_apply_trade" (
	"merchant" bigint NOT NULL,
	"apply" bigint NOT NULL,
	"trade" bigint NOT NULL,
	CONSTRAINT "invoice_apply_trade_merchant_apply_trade_pk" PRIMARY KEY("merchant","apply","trade")
);
--> statement-breakpoint
CREATE TABLE "invoice_invoice" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"apply" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"software_code" text NOT NULL,
	"invoice_code" text NOT NULL,
	"invoice_no" text NOT NULL,
	"check_code" text NOT NULL,
	"issue_date" text NOT NULL,
	"buyer_name" text NOT NULL,
	"seller_name" text NOT NULL,
	"amount" bigint NOT NULL,
	"tax_amount" bigint NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"disabled" smallint DEFAULT 0 NOT NULL,
	"original" bigint,
	"reason" text DEFAULT '' NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_trade" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"trade_no" text NOT NULL,
	"trade_time" timestamp with time zone NOT NULL,
	"amount" bigint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"invoice_state" smallint DEFAULT 0 NOT NULL,
	"apply" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_apply" ADD CONSTRAINT "invoice_apply_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_apply" ADD CONSTRAINT "invoice_apply_software_invoice_software_id_fk" FOREIGN KEY ("software") REFERENCES "public"."invoice_software"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_apply_status" ADD CONSTRAINT "invoice_apply_status_apply_invoice_apply_id_fk" FOREIGN KEY ("apply") REFERENCES "public"."invoice_apply"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_apply_trade" ADD CONSTRAINT "invoice_apply_trade_apply_invoice_apply_id_fk" FOREIGN KEY ("apply") REFERENCES "public"."invoice_apply"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_apply_trade" ADD CONSTRAINT "invoice_apply_trade_trade_invoice_trade_id_fk" FOREIGN KEY ("trade") REFERENCES "public"."invoice_trade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_invoice" ADD CONSTRAINT "invoice_invoice_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_invoice" ADD CONSTRAINT "invoice_invoice_apply_invoice_apply_id_fk" FOREIGN KEY ("apply") REFERENCES "public"."invoice_apply"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_trade" ADD CONSTRAINT "invoice_trade_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_apply_no_uq" ON "invoice_apply" USING btree ("apply_no");--> statement-breakpoint
CREATE INDEX "invoice_apply_merchant_idx" ON "invoice_apply" USING btree ("merchant","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoice_apply_merchant_status_idx" ON "invoice_apply" USING btree ("merchant","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoice_apply_status_apply_idx" ON "invoice_apply_status" USING btree ("merchant","apply","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_invoice_no_uq" ON "invoice_invoice" USING btree ("invoice_code","invoice_no");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_invoice_original_uq" ON "invoice_invoice" USING btree ("original");--> statement-breakpoint
CREATE INDEX "invoice_invoice_merchant_idx" ON "invoice_invoice" USING btree ("merchant","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoice_invoice_merchant_disabled_idx" ON "invoice_invoice" USING btree ("merchant","disabled","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoice_invoice_apply_idx" ON "invoice_invoice" USING btree ("merchant","apply");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_trade_no_uq" ON "invoice_trade" USING btree ("merchant","trade_no");--> statement-breakpoint
CREATE INDEX "invoice_trade_merchant_time_idx" ON "invoice_trade" USING btree ("merchant","trade_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoice_trade_merchant_state_idx" ON "invoice_trade" USING btree ("merchant","invoice_state","trade_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoice_trade_apply_idx" ON "invoice_trade" USING btree ("merchant","apply");--> statement-breakpoint
-- ---- Hand-appended (invoice records slice): checks, tenancy and grants ------------------------------------------
ALTER TABLE "invoice_trade" ADD CONSTRAINT "invoice_trade_state_check" CHECK ("invoice_state" in (0, 1, 2) AND "amount" > 0 AND ("invoice_state" = 0) = ("apply" IS NULL));
--> statement-breakpoint
ALTER TABLE "invoice_apply" ADD CONSTRAINT "invoice_apply_status_check" CHECK ("status" in (-2, -1, 0, 1, 2, 3) AND "buyer_type" in (1, 2) AND "amount" > 0 AND "tax_amount" >= 0 AND "trade_count" > 0);
--> statement-breakpoint
ALTER TABLE "invoice_invoice" ADD CONSTRAINT "invoice_invoice_kind_check" CHECK (
  "kind" in (1, 2) AND "disabled" in (0, 1)
  AND (("kind" = 1 AND "original" IS NULL AND "amount" > 0) OR ("kind" = 2 AND "original" IS NOT NULL AND "amount" < 0)));
--> statement-breakpoint
-- Every table is the invoice merchant's tenant data (the partner and platform read it through their scope).
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['invoice_trade', 'invoice_apply', 'invoice_apply_trade', 'invoice_apply_status', 'invoice_invoice']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON invoice_trade, invoice_apply, invoice_apply_trade, invoice_apply_status, invoice_invoice TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE invoice_trade_id_seq, invoice_apply_id_seq, invoice_apply_status_id_seq, invoice_invoice_id_seq TO console_app;

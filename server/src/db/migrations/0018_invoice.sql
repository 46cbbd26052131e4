CREATE TABLE "invoice_merchant_auditor" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_merchant_auditor_merchant_id_uq" UNIQUE("merchant","id")
);
--> statement-breakpoint
CREATE TABLE "invoice_merchant_rt" (
	"merchant" bigint PRIMARY KEY NOT NULL,
	"software" bigint,
	"seller_name" text,
	"tax_number" text,
	"default_tax_rate" smallint,
	"single_limit" bigint,
	"need_review" boolean,
	"remark" text DEFAULT '' NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_software" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"software_code" text NOT NULL,
	"name" text NOT NULL,
	"type" smallint NOT NULL,
	"vendor" text DEFAULT '' NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"app_secret" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_merchant_auditor" ADD CONSTRAINT "invoice_merchant_auditor_rt_fk" FOREIGN KEY ("merchant") REFERENCES "public"."invoice_merchant_rt"("merchant") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_merchant_rt" ADD CONSTRAINT "invoice_merchant_rt_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_merchant_rt" ADD CONSTRAINT "invoice_merchant_rt_software_invoice_software_id_fk" FOREIGN KEY ("software") REFERENCES "public"."invoice_software"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_software" ADD CONSTRAINT "invoice_software_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_merchant_auditor_merchant_idx" ON "invoice_merchant_auditor" USING btree ("merchant","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_merchant_auditor_mobile_uq" ON "invoice_merchant_auditor" USING btree ("merchant","mobile");--> statement-breakpoint
CREATE INDEX "invoice_merchant_rt_software_idx" ON "invoice_merchant_rt" USING btree ("software");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_software_code_uq" ON "invoice_software" USING btree ("software_code");--> statement-breakpoint
CREATE INDEX "invoice_software_merchant_idx" ON "invoice_software" USING btree ("merchant","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_software_name_uq" ON "invoice_software" USING btree ("merchant",lower("name"));--> statement-breakpoint
ALTER TABLE "invoice_software" ADD CONSTRAINT "invoice_software_code_check" CHECK ("software_code" ~ '^IN[0-9]{5}$');
--> statement-breakpoint
ALTER TABLE "invoice_software" ADD CONSTRAINT "invoice_software_type_check" CHECK ("type" BETWEEN 1 AND 3);
--> statement-breakpoint
ALTER TABLE "invoice_software" ADD CONSTRAINT "invoice_software_status_check" CHECK ("status" in (0, 1));
--> statement-breakpoint
-- A base rule is all or nothing; rates are the VAT rates; the limit is fen up to 1 亿元.
ALTER TABLE "invoice_merchant_rt" ADD CONSTRAINT "invoice_merchant_rt_rule_check" CHECK (
  ("seller_name" IS NULL AND "tax_number" IS NULL AND "default_tax_rate" IS NULL AND "single_limit" IS NULL AND "need_review" IS NULL)
  OR ("seller_name" IS NOT NULL AND "tax_number" ~ '^([0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$' AND "default_tax_rate" IN (0, 1, 3, 5, 6, 9, 13)
      AND "single_limit" BETWEEN 1 AND 10000000000 AND "need_review" IS NOT NULL));
--> statement-breakpoint
ALTER TABLE "invoice_merchant_auditor" ADD CONSTRAINT "invoice_merchant_auditor_status_check" CHECK ("status" in (0, 1));
--> statement-breakpoint
-- Software is its owner's (a partner's or the platform's) tenant data; runtimes and auditors the invoice merchant's.
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['invoice_software', 'invoice_merchant_rt', 'invoice_merchant_auditor']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON invoice_software, invoice_merchant_rt, invoice_merchant_auditor TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE invoice_software_id_seq, invoice_merchant_auditor_id_seq TO console_app;

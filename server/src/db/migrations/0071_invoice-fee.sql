CREATE TABLE "invoice_price" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"customer" bigint,
	"kind" smallint NOT NULL,
	"unit_price" bigint NOT NULL,
	"start_month" text NOT NULL,
	"end_month" text,
	"remark" text DEFAULT '' NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_price_check" CHECK ("invoice_price"."kind" in (1, 2) and "invoice_price"."unit_price" between 0 and 1000000 and "invoice_price"."start_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' and ("invoice_price"."end_month" is null or ("invoice_price"."end_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' and "invoice_price"."end_month" >= "invoice_price"."start_month")))
);
--> statement-breakpoint
ALTER TABLE "invoice_price" ADD CONSTRAINT "invoice_price_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_price" ADD CONSTRAINT "invoice_price_customer_merchant_id_fk" FOREIGN KEY ("customer") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_price_merchant_idx" ON "invoice_price" USING btree ("merchant","id");--> statement-breakpoint
CREATE INDEX "invoice_price_customer_idx" ON "invoice_price" USING btree ("merchant","customer","kind","start_month");--> statement-breakpoint
CREATE INDEX "invoice_invoice_merchant_issue_idx" ON "invoice_invoice" USING btree ("merchant","issue_date");--> statement-breakpoint
SELECT console_enable_tenancy('invoice_price');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON invoice_price TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE invoice_price_id_seq TO console_app;

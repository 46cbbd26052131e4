CREATE TABLE "merchant_contract" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"grantor" bigint NOT NULL,
	"contract_no" text NOT NULL,
	"name" text NOT NULL,
	"sign_date" date NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"amount" bigint,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"terminate_reason" text DEFAULT '' NOT NULL,
	"terminate_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_contract" ADD CONSTRAINT "merchant_contract_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_contract" ADD CONSTRAINT "merchant_contract_grantor_merchant_id_fk" FOREIGN KEY ("grantor") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_contract_no_uq" ON "merchant_contract" USING btree ("merchant","contract_no");--> statement-breakpoint
CREATE INDEX "merchant_contract_merchant_idx" ON "merchant_contract" USING btree ("merchant","create_time","id");
--> statement-breakpoint
ALTER TABLE "merchant_contract" ADD CONSTRAINT "merchant_contract_status_check" CHECK ("status" in (0, 1));
--> statement-breakpoint
ALTER TABLE "merchant_contract" ADD CONSTRAINT "merchant_contract_dates_check" CHECK ("end_date" IS NULL OR "end_date" >= "start_date");
--> statement-breakpoint
ALTER TABLE "merchant_contract" ADD CONSTRAINT "merchant_contract_amount_check" CHECK ("amount" IS NULL OR "amount" >= 0);
--> statement-breakpoint
-- A contract is its merchant's tenant data; the grantor acts on it through its scope (the merchant is below it).
SELECT console_enable_tenancy('merchant_contract');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON merchant_contract TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE merchant_contract_id_seq TO console_app;

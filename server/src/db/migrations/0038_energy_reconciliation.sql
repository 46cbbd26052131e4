CREATE SEQUENCE "public"."energy_settlement_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."energy_transfer_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "energy_settlement" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"settle_no" text NOT NULL,
	"merchant" bigint NOT NULL,
	"period" text NOT NULL,
	"order_count" integer NOT NULL,
	"elec_amount" integer NOT NULL,
	"service_amount" integer NOT NULL,
	"amount" integer NOT NULL,
	"fee_rate" integer NOT NULL,
	"fee" integer NOT NULL,
	"payable" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_transfer" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_no" text NOT NULL,
	"merchant" bigint NOT NULL,
	"settlement" bigint NOT NULL,
	"amount" integer NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"branch_name" text DEFAULT '' NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"account_no" text DEFAULT '' NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"serial_no" text DEFAULT '' NOT NULL,
	"transfer_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "energy_settlement" ADD CONSTRAINT "energy_settlement_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_transfer" ADD CONSTRAINT "energy_transfer_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_transfer" ADD CONSTRAINT "energy_transfer_settlement_energy_settlement_id_fk" FOREIGN KEY ("settlement") REFERENCES "public"."energy_settlement"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "energy_settlement_no_uq" ON "energy_settlement" USING btree ("settle_no");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_settlement_period_uq" ON "energy_settlement" USING btree ("merchant","period");--> statement-breakpoint
CREATE INDEX "energy_settlement_merchant_idx" ON "energy_settlement" USING btree ("merchant","period" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "energy_transfer_no_uq" ON "energy_transfer" USING btree ("transfer_no");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_transfer_settlement_uq" ON "energy_transfer" USING btree ("settlement");--> statement-breakpoint
CREATE INDEX "energy_transfer_merchant_idx" ON "energy_transfer" USING btree ("merchant","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "energy_payment_settle_idx" ON "energy_payment" USING btree ("merchant","settle_time","id") WHERE "energy_payment"."settle_state" = 1;--> statement-breakpoint
-- ---- Hand-appended (energy-ops slice): checks, tenancy and grants ----------------------------------------------
ALTER TABLE "energy_settlement" ADD CONSTRAINT "energy_settlement_check" CHECK (
  "period" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' AND "order_count" > 0
  AND "elec_amount" >= 0 AND "service_amount" >= 0 AND "amount" >= 0
  AND "fee_rate" BETWEEN 0 AND 10000 AND "fee" BETWEEN 0 AND "amount" AND "payable" = "amount" - "fee");
--> statement-breakpoint
ALTER TABLE "energy_transfer" ADD CONSTRAINT "energy_transfer_check" CHECK (
  "amount" >= 0 AND "state" IN (0, 1, 2, -1, -2)
  AND ("state" <> 1 OR ("transfer_time" IS NOT NULL AND "serial_no" <> '' AND "account_no" <> ''))
  AND ("state" NOT IN (-1, -2) OR "reason" <> ''));
--> statement-breakpoint
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['energy_settlement', 'energy_transfer']) AS t;
--> statement-breakpoint
-- Statements and payouts are records: the application writes them and moves a payout's state, never deletes them.
GRANT SELECT, INSERT, UPDATE ON energy_settlement, energy_transfer TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE energy_settlement_no_seq, energy_transfer_no_seq, energy_settlement_id_seq, energy_transfer_id_seq TO console_app;

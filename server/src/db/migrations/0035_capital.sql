CREATE TABLE "payment_sharding_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_no" text NOT NULL,
	"merchant" bigint NOT NULL,
	"receiver" bigint NOT NULL,
	"trade" bigint NOT NULL,
	"trade_no" text NOT NULL,
	"settlement" bigint,
	"business" text NOT NULL,
	"rule" bigint NOT NULL,
	"rule_name" text NOT NULL,
	"settle_date" text NOT NULL,
	"trade_amount" integer NOT NULL,
	"ratio" integer NOT NULL,
	"amount" integer NOT NULL,
	"state" smallint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"finish_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transfer" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_no" text NOT NULL,
	"merchant" bigint NOT NULL,
	"apply" bigint NOT NULL,
	"amount" integer NOT NULL,
	"account_name" text NOT NULL,
	"account_no" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch_name" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"state" smallint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"applicant" text NOT NULL,
	"reviewer" text DEFAULT '' NOT NULL,
	"review_time" timestamp with time zone,
	"receipt_no" text DEFAULT '' NOT NULL,
	"finish_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_sharding_record" ADD CONSTRAINT "payment_sharding_record_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sharding_record" ADD CONSTRAINT "payment_sharding_record_receiver_merchant_id_fk" FOREIGN KEY ("receiver") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sharding_record" ADD CONSTRAINT "payment_sharding_record_trade_payment_trade_id_fk" FOREIGN KEY ("trade") REFERENCES "public"."payment_trade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sharding_record" ADD CONSTRAINT "payment_sharding_record_settlement_payment_settlement_id_fk" FOREIGN KEY ("settlement") REFERENCES "public"."payment_settlement"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transfer" ADD CONSTRAINT "payment_transfer_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transfer" ADD CONSTRAINT "payment_transfer_apply_payment_withdraw_apply_id_fk" FOREIGN KEY ("apply") REFERENCES "public"."payment_withdraw_apply"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sharding_record_no_uq" ON "payment_sharding_record" USING btree ("record_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sharding_record_trade_uq" ON "payment_sharding_record" USING btree ("merchant","trade","receiver");--> statement-breakpoint
CREATE INDEX "payment_sharding_record_merchant_idx" ON "payment_sharding_record" USING btree ("merchant","settle_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_sharding_record_receiver_idx" ON "payment_sharding_record" USING btree ("merchant","receiver","settle_date" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transfer_no_uq" ON "payment_transfer" USING btree ("transfer_no");--> statement-breakpoint
CREATE INDEX "payment_transfer_merchant_idx" ON "payment_transfer" USING btree ("merchant","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_transfer_state_idx" ON "payment_transfer" USING btree ("merchant","state");--> statement-breakpoint
-- ---- Hand-appended (capital slice): checks, tenancy and grants ----------------------------------------------
ALTER TABLE "payment_sharding_record" ADD CONSTRAINT "payment_sharding_record_check" CHECK (
  "trade_amount" > 0 AND "ratio" BETWEEN 1 AND 10000 AND "amount" >= 0 AND "amount" <= "trade_amount" AND "receiver" <> "merchant"
  AND "state" in (0, 1, -1, -2) AND ("state" = 1) = ("finish_time" IS NOT NULL) AND "settle_date" ~ '^\d{4}-\d{2}-\d{2}$');
--> statement-breakpoint
ALTER TABLE "payment_transfer" ADD CONSTRAINT "payment_transfer_check" CHECK (
  "amount" > 0 AND "state" in (0, 1, 2, -1, -2) AND ("state" = 1) = ("finish_time" IS NOT NULL AND "receipt_no" <> '')
  AND ("state" = 0) = ("review_time" IS NULL));
--> statement-breakpoint
-- Ledger rows and withdrawals are the paying merchant's tenant data (partners, groups and the platform read them through their scope).
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['payment_sharding_record', 'payment_transfer']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON payment_sharding_record, payment_transfer TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE payment_sharding_record_id_seq, payment_transfer_id_seq TO console_app;

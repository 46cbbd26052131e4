CREATE TABLE "payment_refund" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"refund_no" text NOT NULL,
	"merchant" bigint NOT NULL,
	"trade" bigint NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"state" smallint NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"success_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_settlement" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"settle_no" text NOT NULL,
	"merchant" bigint NOT NULL,
	"settle_date" text NOT NULL,
	"trade_count" integer NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"refund_count" integer NOT NULL,
	"refunded" bigint NOT NULL,
	"net" bigint NOT NULL,
	"state" smallint NOT NULL,
	"settle_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_trade" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trade_no" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"merchant" bigint NOT NULL,
	"app_name" text DEFAULT '' NOT NULL,
	"business" text NOT NULL,
	"channel" text NOT NULL,
	"pay_mode" smallint NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"payer" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"state" smallint NOT NULL,
	"trade_time" timestamp with time zone NOT NULL,
	"success_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_refund" ADD CONSTRAINT "payment_refund_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refund" ADD CONSTRAINT "payment_refund_trade_payment_trade_id_fk" FOREIGN KEY ("trade") REFERENCES "public"."payment_trade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_settlement" ADD CONSTRAINT "payment_settlement_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_trade" ADD CONSTRAINT "payment_trade_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refund_no_uq" ON "payment_refund" USING btree ("refund_no");--> statement-breakpoint
CREATE INDEX "payment_refund_merchant_idx" ON "payment_refund" USING btree ("merchant","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_refund_trade_idx" ON "payment_refund" USING btree ("merchant","trade");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_settlement_no_uq" ON "payment_settlement" USING btree ("settle_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_settlement_day_uq" ON "payment_settlement" USING btree ("merchant","settle_date");--> statement-breakpoint
CREATE INDEX "payment_settlement_merchant_idx" ON "payment_settlement" USING btree ("merchant","settle_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_trade_no_uq" ON "payment_trade" USING btree ("trade_no");--> statement-breakpoint
CREATE INDEX "payment_trade_merchant_idx" ON "payment_trade" USING btree ("merchant","trade_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_trade_out_no_idx" ON "payment_trade" USING btree ("merchant","out_trade_no");--> statement-breakpoint
-- ---- Hand-appended (payment trades slice): checks, tenancy and grants ----------------------------------------
ALTER TABLE "payment_trade" ADD CONSTRAINT "payment_trade_money_check" CHECK (
  "amount" > 0 AND "fee" >= 0 AND "fee" <= "amount" AND "refunded" >= 0 AND "refunded" <= "amount"
  AND "state" in (0, 1, 2, 3, -1, -2) AND "pay_mode" BETWEEN -1 AND 10
  AND ("state" in (2, 3)) = ("success_time" IS NOT NULL)
  AND ("refunded" = 0 OR "state" in (2, 3)) AND ("state" <> 3 OR "refunded" = "amount"));
--> statement-breakpoint
ALTER TABLE "payment_refund" ADD CONSTRAINT "payment_refund_check" CHECK (
  "amount" > 0 AND "state" in (1, 2, -1) AND ("state" = 2) = ("success_time" IS NOT NULL) AND length("reason") BETWEEN 2 AND 100);
--> statement-breakpoint
ALTER TABLE "payment_settlement" ADD CONSTRAINT "payment_settlement_check" CHECK (
  "settle_date" ~ '^\d{4}-\d{2}-\d{2}$' AND "trade_count" >= 0 AND "refund_count" >= 0 AND "amount" >= 0 AND "fee" >= 0 AND "refunded" >= 0
  AND "net" = "amount" - "fee" - "refunded" AND "state" in (0, 1, 2, -1) AND ("state" = 2) = ("settle_time" IS NOT NULL));
--> statement-breakpoint
-- Trades, refunds and settlements are their merchant's tenant data (partners, groups and the platform read them through their scope).
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['payment_trade', 'payment_refund', 'payment_settlement']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON payment_trade, payment_refund, payment_settlement TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE payment_trade_id_seq, payment_refund_id_seq, payment_settlement_id_seq TO console_app;

CREATE TABLE "wallet" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"wallet_no" text NOT NULL,
	"merchant" bigint NOT NULL,
	"carrier" bigint NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"alert_balance" bigint DEFAULT 0 NOT NULL,
	"recharged" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"contact_name" text NOT NULL,
	"contact_mobile" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_no" text NOT NULL,
	"merchant" bigint NOT NULL,
	"wallet" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" bigint NOT NULL,
	"channel" smallint,
	"business" text,
	"subject" text NOT NULL,
	"out_no" text DEFAULT '' NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"payment" bigint,
	"operator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet" ADD CONSTRAINT "wallet_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet" ADD CONSTRAINT "wallet_carrier_merchant_id_fk" FOREIGN KEY ("carrier") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_record" ADD CONSTRAINT "wallet_record_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_record" ADD CONSTRAINT "wallet_record_wallet_wallet_id_fk" FOREIGN KEY ("wallet") REFERENCES "public"."wallet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_no_uq" ON "wallet" USING btree ("wallet_no");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_merchant_uq" ON "wallet" USING btree ("merchant");--> statement-breakpoint
CREATE INDEX "wallet_carrier_idx" ON "wallet" USING btree ("carrier","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_record_no_uq" ON "wallet_record" USING btree ("record_no");--> statement-breakpoint
CREATE INDEX "wallet_record_merchant_idx" ON "wallet_record" USING btree ("merchant","kind","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wallet_record_wallet_idx" ON "wallet_record" USING btree ("merchant","wallet","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wallet_record_payment_idx" ON "wallet_record" USING btree ("merchant","payment");--> statement-breakpoint
-- ---- Hand-appended (wallet slice): checks, tenancy and grants ---------------------------------------------------
ALTER TABLE "wallet" ADD CONSTRAINT "wallet_money_check" CHECK (
  "balance" >= 0 AND "alert_balance" >= 0 AND "recharged" >= 0 AND "paid" >= 0 AND "refunded" >= 0 AND "refunded" <= "paid"
  AND "balance" = "recharged" - "paid" + "refunded" AND "state" in (0, 1));
--> statement-breakpoint
ALTER TABLE "wallet_record" ADD CONSTRAINT "wallet_record_check" CHECK (
  "amount" > 0 AND "balance_after" >= 0 AND "kind" in (1, 2, 3) AND "refunded" >= 0 AND "refunded" <= "amount"
  AND ("kind" = 2 OR "refunded" = 0)
  AND (("kind" = 1) = ("channel" IS NOT NULL)) AND (("kind" = 2) = ("business" IS NOT NULL)) AND (("kind" = 3) = ("payment" IS NOT NULL))
  AND length("subject") BETWEEN 2 AND 100);
--> statement-breakpoint
ALTER TABLE "wallet_record" ADD CONSTRAINT "wallet_record_payment_fk" FOREIGN KEY ("payment") REFERENCES "wallet_record"("id");
--> statement-breakpoint
-- Wallets and their records are the owner merchant's tenant data (the carrier reads them through its scope).
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['wallet', 'wallet_record']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON wallet, wallet_record TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE wallet_id_seq, wallet_record_id_seq TO console_app;

CREATE TABLE "payment_merchant" (
	"merchant" bigint PRIMARY KEY NOT NULL,
	"partner" bigint NOT NULL,
	"short_name" text NOT NULL,
	"industry" text NOT NULL,
	"fee_rate" integer NOT NULL,
	"settle_cycle" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_telephone" text NOT NULL,
	"service_phone" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_route" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"pay_mode" smallint NOT NULL,
	"channel" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_merchant" ADD CONSTRAINT "payment_merchant_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_merchant" ADD CONSTRAINT "payment_merchant_partner_merchant_id_fk" FOREIGN KEY ("partner") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_route" ADD CONSTRAINT "payment_route_merchant_payment_merchant_merchant_fk" FOREIGN KEY ("merchant") REFERENCES "public"."payment_merchant"("merchant") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_route_merchant_pay_mode_uq" ON "payment_route" USING btree ("merchant","pay_mode");--> statement-breakpoint
-- ---- Hand-appended (payment service slice): checks, tenancy and grants -----------------------------------------
ALTER TABLE "payment_merchant" ADD CONSTRAINT "payment_merchant_check" CHECK (
  length("short_name") BETWEEN 2 AND 20 AND "industry" in ('parking', 'charging', 'retail', 'catering', 'life', 'other')
  AND "fee_rate" BETWEEN 0 AND 300 AND "settle_cycle" in ('T1', 'D1', 'D0') AND "status" in (0, 1)
  AND "contact_telephone" ~ '^1[3-9][0-9]{9}$' AND "service_phone" ~ '^[0-9-]{5,20}$' AND length("remark") <= 200
  AND "merchant" <> "partner");
--> statement-breakpoint
ALTER TABLE "payment_route" ADD CONSTRAINT "payment_route_check" CHECK (
  "pay_mode" BETWEEN 3 AND 10 AND "channel" in ('wxpay', 'alipay', 'cmb', 'chinaums', 'lakala') AND "status" in (0, 1)
  AND length("remark") <= 200);
--> statement-breakpoint
-- A payment merchant's profile and routes are its tenant data (its provider and the platform act through their scope).
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['payment_merchant', 'payment_route']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON payment_merchant, payment_route TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE payment_route_id_seq TO console_app;

CREATE TABLE "mcoupon_grant" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"coupon" bigint NOT NULL,
	"plate" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"used_order" text,
	"used_amount" integer,
	"used_time" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"revoke_time" timestamp with time zone,
	"revoker" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mcoupon_purchase" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"coupon" bigint NOT NULL,
	"count" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"revoke_time" timestamp with time zone,
	"revoker" text DEFAULT '' NOT NULL,
	"revoke_reason" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mcoupon_warehouse" (
	"merchant" bigint NOT NULL,
	"coupon" bigint NOT NULL,
	"purchased" integer DEFAULT 0 NOT NULL,
	"revoked" integer DEFAULT 0 NOT NULL,
	"granted" integer DEFAULT 0 NOT NULL,
	"remaining" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mcoupon_warehouse_pk" PRIMARY KEY("merchant","coupon")
);
--> statement-breakpoint
ALTER TABLE "mcoupon_grant" ADD CONSTRAINT "mcoupon_grant_coupon_fk" FOREIGN KEY ("merchant","coupon") REFERENCES "public"."mcoupon_coupon"("merchant","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcoupon_purchase" ADD CONSTRAINT "mcoupon_purchase_coupon_fk" FOREIGN KEY ("merchant","coupon") REFERENCES "public"."mcoupon_coupon"("merchant","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcoupon_warehouse" ADD CONSTRAINT "mcoupon_warehouse_coupon_fk" FOREIGN KEY ("merchant","coupon") REFERENCES "public"."mcoupon_coupon"("merchant","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mcoupon_grant_merchant_idx" ON "mcoupon_grant" USING btree ("merchant","id");--> statement-breakpoint
CREATE INDEX "mcoupon_grant_coupon_idx" ON "mcoupon_grant" USING btree ("merchant","coupon","id");--> statement-breakpoint
CREATE INDEX "mcoupon_grant_plate_idx" ON "mcoupon_grant" USING btree ("merchant","plate");--> statement-breakpoint
CREATE INDEX "mcoupon_purchase_merchant_idx" ON "mcoupon_purchase" USING btree ("merchant","id");--> statement-breakpoint
CREATE INDEX "mcoupon_purchase_coupon_idx" ON "mcoupon_purchase" USING btree ("merchant","coupon","id");--> statement-breakpoint
ALTER TABLE "mcoupon_purchase" ADD CONSTRAINT "mcoupon_purchase_values_check" CHECK (
  "status" in (1, -1, -2) AND "count" >= 1 AND "unit_price" >= 0 AND "amount" = "count"::bigint * "unit_price");
--> statement-breakpoint
-- The stock never goes below 0 and always adds up.
ALTER TABLE "mcoupon_warehouse" ADD CONSTRAINT "mcoupon_warehouse_counts_check" CHECK (
  "purchased" >= 0 AND "revoked" >= 0 AND "granted" >= 0 AND "remaining" >= 0 AND "amount" >= 0
  AND "remaining" = "purchased" - "revoked" - "granted");
--> statement-breakpoint
ALTER TABLE "mcoupon_grant" ADD CONSTRAINT "mcoupon_grant_values_check" CHECK (
  "status" in (1, 2, 0, -1) AND ("used_order" IS NULL OR ("status" = 1 AND "used_amount" >= 0)));
--> statement-breakpoint
-- Purchases, stock and grants are their merchant's tenant data.
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['mcoupon_purchase', 'mcoupon_warehouse', 'mcoupon_grant']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON mcoupon_purchase, mcoupon_warehouse, mcoupon_grant TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE mcoupon_purchase_id_seq, mcoupon_grant_id_seq TO console_app;

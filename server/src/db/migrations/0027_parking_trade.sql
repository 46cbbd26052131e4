CREATE SEQUENCE "public"."parking_order_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."parking_vip_order_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "parking_order" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text DEFAULT 'T' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('parking_order_seq')::text, 8, '0') NOT NULL,
	"merchant" bigint NOT NULL,
	"park" bigint NOT NULL,
	"record" bigint NOT NULL,
	"plate" text NOT NULL,
	"plate_color" smallint DEFAULT 1 NOT NULL,
	"receivable" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"coupon_name" text DEFAULT '' NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"arrears" integer DEFAULT 0 NOT NULL,
	"pay_type" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"overdraft" smallint DEFAULT 0 NOT NULL,
	"pay_time" timestamp with time zone NOT NULL,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"refund_time" timestamp with time zone,
	"refund_reason" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parking_vip_renewal" ADD COLUMN "order_no" text DEFAULT 'M' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('parking_vip_order_seq')::text, 8, '0') NOT NULL;--> statement-breakpoint
ALTER TABLE "parking_vip_renewal" ADD COLUMN "kind" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "parking_vip_renewal" ADD COLUMN "collated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "parking_vip_renewal" ADD COLUMN "collate_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parking_vip_renewal" ADD COLUMN "collator" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "parking_vip_renewal" ADD COLUMN "resync_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parking_vip_renewal" ADD COLUMN "resync_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parking_order" ADD CONSTRAINT "parking_order_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_order" ADD CONSTRAINT "parking_order_park_park_id_fk" FOREIGN KEY ("park") REFERENCES "public"."park"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_order" ADD CONSTRAINT "parking_order_record_parking_record_id_fk" FOREIGN KEY ("record") REFERENCES "public"."parking_record"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parking_order_no_uq" ON "parking_order" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "parking_order_merchant_idx" ON "parking_order" USING btree ("merchant","pay_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parking_order_park_idx" ON "parking_order" USING btree ("merchant","park","pay_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parking_order_record_idx" ON "parking_order" USING btree ("merchant","record");--> statement-breakpoint
CREATE INDEX "parking_vip_renewal_time_idx" ON "parking_vip_renewal" USING btree ("merchant","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "parking_vip_renewal_order_no_uq" ON "parking_vip_renewal" USING btree ("order_no");--> statement-breakpoint
-- ---- Hand-appended (parking trades slice): checks, tenancy and grants -------------------------------------------
ALTER TABLE "parking_order" ADD CONSTRAINT "parking_order_check" CHECK (
  "status" in (0, 1, -2) AND "overdraft" in (0, 1, 2) AND "pay_type" in (1, 2, 3, 4, 5, 6, 8, 11, 13)
  AND "receivable" >= 0 AND "discount" BETWEEN 0 AND "receivable" AND "paid" >= 0 AND "arrears" >= 0
  AND "refund_amount" BETWEEN 0 AND "paid" AND ("refund_amount" = 0 OR "status" = -2)
  AND ("status" <> 1 OR "paid" + "discount" + "arrears" = "receivable")
  AND ("overdraft" = 1) = ("arrears" > 0));
--> statement-breakpoint
ALTER TABLE "parking_vip_renewal" ADD CONSTRAINT "parking_vip_renewal_trade_check" CHECK (
  "kind" in (1, 2) AND "amount" >= 0 AND "resync_count" >= 0 AND "collated" = ("collate_time" IS NOT NULL));
--> statement-breakpoint
-- Orders are their park's merchant's tenant data (the partner, group and platform read them through their scope).
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['parking_order']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON parking_order TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE parking_order_id_seq, parking_order_seq, parking_vip_order_seq TO console_app;

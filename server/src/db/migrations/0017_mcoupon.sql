CREATE TABLE "mcoupon_configuration" (
	"merchant" bigint PRIMARY KEY NOT NULL,
	"token_limit" smallint NOT NULL,
	"grant_day_limit" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mcoupon_coupon" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"name" text NOT NULL,
	"type" smallint NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"period_start" text,
	"period_end" text,
	"validity_type" smallint NOT NULL,
	"valid_days" integer,
	"start_date" date,
	"end_date" date,
	"stackable" boolean DEFAULT false NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mcoupon_coupon_merchant_id_uq" UNIQUE("merchant","id")
);
--> statement-breakpoint
CREATE TABLE "mcoupon_token" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"batch" bigint NOT NULL,
	"code" text NOT NULL,
	"grant_count" integer DEFAULT 0 NOT NULL,
	"day_grant_count" integer DEFAULT 0 NOT NULL,
	"grant_day" date,
	"last_grant_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mcoupon_token_batch" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"name" text NOT NULL,
	"coupon" bigint NOT NULL,
	"day_limit" integer NOT NULL,
	"total_limit" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"creator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mcoupon_token_batch_merchant_id_uq" UNIQUE("merchant","id")
);
--> statement-breakpoint
ALTER TABLE "mcoupon_configuration" ADD CONSTRAINT "mcoupon_configuration_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcoupon_coupon" ADD CONSTRAINT "mcoupon_coupon_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcoupon_token" ADD CONSTRAINT "mcoupon_token_batch_fk" FOREIGN KEY ("merchant","batch") REFERENCES "public"."mcoupon_token_batch"("merchant","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcoupon_token_batch" ADD CONSTRAINT "mcoupon_token_batch_coupon_fk" FOREIGN KEY ("merchant","coupon") REFERENCES "public"."mcoupon_coupon"("merchant","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mcoupon_coupon_merchant_idx" ON "mcoupon_coupon" USING btree ("merchant","id");--> statement-breakpoint
CREATE UNIQUE INDEX "mcoupon_coupon_name_uq" ON "mcoupon_coupon" USING btree ("merchant",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "mcoupon_token_code_uq" ON "mcoupon_token" USING btree ("code");--> statement-breakpoint
CREATE INDEX "mcoupon_token_merchant_idx" ON "mcoupon_token" USING btree ("merchant","batch","id");--> statement-breakpoint
CREATE INDEX "mcoupon_token_batch_merchant_idx" ON "mcoupon_token_batch" USING btree ("merchant","id");--> statement-breakpoint
CREATE INDEX "mcoupon_token_batch_coupon_idx" ON "mcoupon_token_batch" USING btree ("merchant","coupon");--> statement-breakpoint
ALTER TABLE "mcoupon_coupon" ADD CONSTRAINT "mcoupon_coupon_type_check" CHECK ("type" BETWEEN 1 AND 7);
--> statement-breakpoint
ALTER TABLE "mcoupon_coupon" ADD CONSTRAINT "mcoupon_coupon_status_check" CHECK ("status" in (0, 1));
--> statement-breakpoint
-- The value's meaning by type (fen, minutes, discount x100, none); type 7 needs its free period.
ALTER TABLE "mcoupon_coupon" ADD CONSTRAINT "mcoupon_coupon_value_check" CHECK (
  CASE
    WHEN "type" IN (1, 4) THEN "value" BETWEEN 1 AND 1000000
    WHEN "type" IN (2, 5) THEN "value" BETWEEN 1 AND 43200
    WHEN "type" = 6 THEN "value" BETWEEN 1 AND 999
    WHEN "type" = 7 THEN "value" = 0 AND "period_start" IS NOT NULL AND "period_end" IS NOT NULL AND "period_start" <> "period_end"
    ELSE "value" = 0
  END);
--> statement-breakpoint
ALTER TABLE "mcoupon_coupon" ADD CONSTRAINT "mcoupon_coupon_validity_check" CHECK (
  ("validity_type" = 1 AND "valid_days" BETWEEN 1 AND 365 AND "start_date" IS NULL AND "end_date" IS NULL)
  OR ("validity_type" = 2 AND "valid_days" IS NULL AND "start_date" IS NOT NULL AND "end_date" >= "start_date"));
--> statement-breakpoint
ALTER TABLE "mcoupon_configuration" ADD CONSTRAINT "mcoupon_configuration_values_check" CHECK ("token_limit" in (0, 1) AND "grant_day_limit" >= 0);
--> statement-breakpoint
ALTER TABLE "mcoupon_token_batch" ADD CONSTRAINT "mcoupon_token_batch_values_check" CHECK (
  "status" in (-1, 1) AND "day_limit" >= 1 AND "total_limit" >= "day_limit" AND "end_date" >= "start_date");
--> statement-breakpoint
ALTER TABLE "mcoupon_token" ADD CONSTRAINT "mcoupon_token_counts_check" CHECK ("grant_count" >= 0 AND "day_grant_count" >= 0);
--> statement-breakpoint
-- Coupons, runtime rules, token batches and tokens are their merchant's tenant data (the platform reaches the
-- rules through its scope).
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['mcoupon_coupon', 'mcoupon_configuration', 'mcoupon_token_batch', 'mcoupon_token']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON mcoupon_coupon, mcoupon_configuration, mcoupon_token_batch, mcoupon_token TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE mcoupon_coupon_id_seq, mcoupon_token_batch_id_seq, mcoupon_token_id_seq TO console_app;

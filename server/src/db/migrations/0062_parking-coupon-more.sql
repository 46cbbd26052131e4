CREATE TABLE "mcoupon_event_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"rule" bigint NOT NULL,
	"rule_name" text NOT NULL,
	"event_type" smallint NOT NULL,
	"plate" text NOT NULL,
	"source_no" text DEFAULT '' NOT NULL,
	"amount" integer,
	"coupon" bigint NOT NULL,
	"grant_count" integer DEFAULT 0 NOT NULL,
	"status" smallint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mcoupon_event_rule" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"name" text NOT NULL,
	"event_type" smallint NOT NULL,
	"coupon" bigint NOT NULL,
	"grant_count" integer DEFAULT 1 NOT NULL,
	"min_amount" integer DEFAULT 0 NOT NULL,
	"plate_day_limit" integer DEFAULT 0 NOT NULL,
	"total_limit" integer DEFAULT 0 NOT NULL,
	"granted" integer DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mcoupon_event_rule_merchant_id_uq" UNIQUE("merchant","id")
);
--> statement-breakpoint
ALTER TABLE "mcoupon_event_record" ADD CONSTRAINT "mcoupon_event_record_coupon_fk" FOREIGN KEY ("merchant","coupon") REFERENCES "public"."mcoupon_coupon"("merchant","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcoupon_event_rule" ADD CONSTRAINT "mcoupon_event_rule_coupon_fk" FOREIGN KEY ("merchant","coupon") REFERENCES "public"."mcoupon_coupon"("merchant","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mcoupon_event_record_merchant_idx" ON "mcoupon_event_record" USING btree ("merchant","id");--> statement-breakpoint
CREATE INDEX "mcoupon_event_record_rule_idx" ON "mcoupon_event_record" USING btree ("merchant","rule","id");--> statement-breakpoint
CREATE INDEX "mcoupon_event_record_plate_idx" ON "mcoupon_event_record" USING btree ("merchant","plate");--> statement-breakpoint
CREATE INDEX "mcoupon_event_rule_merchant_idx" ON "mcoupon_event_rule" USING btree ("merchant","id");--> statement-breakpoint
CREATE INDEX "mcoupon_event_rule_type_idx" ON "mcoupon_event_rule" USING btree ("merchant","event_type","status");--> statement-breakpoint
CREATE UNIQUE INDEX "mcoupon_event_rule_name_uq" ON "mcoupon_event_rule" USING btree ("merchant",lower("name"));--> statement-breakpoint
-- Event rules and their records are their merchant's tenant data.
SELECT console_enable_tenancy('mcoupon_event_rule');
--> statement-breakpoint
SELECT console_enable_tenancy('mcoupon_event_record');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON mcoupon_event_rule TO console_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON mcoupon_event_record TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE mcoupon_event_rule_id_seq TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE mcoupon_event_record_id_seq TO console_app;

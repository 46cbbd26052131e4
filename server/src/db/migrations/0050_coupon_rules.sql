CREATE TABLE "mcoupon_grant_rule" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"name" text NOT NULL,
	"coupon" bigint,
	"plate_day_limit" integer DEFAULT 0 NOT NULL,
	"plate_total_limit" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mcoupon_grant_rule" ADD CONSTRAINT "mcoupon_grant_rule_coupon_fk" FOREIGN KEY ("merchant","coupon") REFERENCES "public"."mcoupon_coupon"("merchant","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mcoupon_grant_rule_merchant_idx" ON "mcoupon_grant_rule" USING btree ("merchant","id");--> statement-breakpoint
CREATE UNIQUE INDEX "mcoupon_grant_rule_name_uq" ON "mcoupon_grant_rule" USING btree ("merchant",lower("name"));--> statement-breakpoint
-- Grant rules are their merchant's tenant data.
SELECT console_enable_tenancy('mcoupon_grant_rule');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON mcoupon_grant_rule TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE mcoupon_grant_rule_id_seq TO console_app;

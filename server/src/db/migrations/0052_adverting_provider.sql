CREATE TABLE "ad_channel_bill" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"bill_no" text NOT NULL,
	"period" text NOT NULL,
	"provider" bigint NOT NULL,
	"provider_name" text NOT NULL,
	"exposures" bigint NOT NULL,
	"clicks" bigint NOT NULL,
	"internal_exposures" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"valid_revenue" bigint NOT NULL,
	"share_base" bigint NOT NULL,
	"share_rate" smallint NOT NULL,
	"share_amount" bigint NOT NULL,
	"internal_amount" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"invalid_rate" smallint NOT NULL,
	"service_rate" smallint NOT NULL,
	"internal_cpm_price" integer NOT NULL,
	"basis" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"confirm_time" timestamp with time zone,
	"settle_time" timestamp with time zone,
	"settle_no" text DEFAULT '' NOT NULL,
	"operator_name" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_channel_bill_merchant_id_uq" UNIQUE("merchant","id"),
	CONSTRAINT "ad_channel_bill_check" CHECK ("ad_channel_bill"."status" in (0, 1, 2) and "ad_channel_bill"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' and "ad_channel_bill"."amount" = "ad_channel_bill"."share_amount" + "ad_channel_bill"."internal_amount"
        and "ad_channel_bill"."amount" >= 0 and "ad_channel_bill"."share_rate" between 0 and 100 and ("ad_channel_bill"."status" <> 2 or "ad_channel_bill"."settle_no" <> ''))
);
--> statement-breakpoint
CREATE TABLE "ad_channel_bill_line" (
	"merchant" bigint NOT NULL,
	"bill" bigint NOT NULL,
	"space" bigint NOT NULL,
	"space_code" text NOT NULL,
	"space_name" text NOT NULL,
	"exposures" bigint NOT NULL,
	"clicks" bigint NOT NULL,
	"internal_exposures" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_provider_setting" (
	"merchant" bigint PRIMARY KEY NOT NULL,
	"invalid_rate" smallint DEFAULT 0 NOT NULL,
	"internal_cpm_price" integer DEFAULT 0 NOT NULL,
	"bill_day" smallint DEFAULT 5 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"rule_updater" text DEFAULT '' NOT NULL,
	"rule_time" timestamp with time zone,
	"basis" smallint DEFAULT 1 NOT NULL,
	"service_rate" smallint DEFAULT 0 NOT NULL,
	"profit_updater" text DEFAULT '' NOT NULL,
	"profit_time" timestamp with time zone,
	CONSTRAINT "ad_provider_setting_check" CHECK ("ad_provider_setting"."invalid_rate" between 0 and 500 and "ad_provider_setting"."internal_cpm_price" between 0 and 100000 and "ad_provider_setting"."bill_day" between 1 and 28
        and "ad_provider_setting"."basis" in (1, 2) and "ad_provider_setting"."service_rate" between 0 and 300)
);
--> statement-breakpoint
CREATE TABLE "ad_provider_traffic" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"day" date NOT NULL,
	"space" bigint NOT NULL,
	"provider" bigint,
	"exposures" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"internal_exposures" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_provider_traffic_check" CHECK ("ad_provider_traffic"."exposures" >= 0 and "ad_provider_traffic"."clicks" >= 0 and "ad_provider_traffic"."clicks" <= "ad_provider_traffic"."exposures" and "ad_provider_traffic"."internal_exposures" >= 0 and "ad_provider_traffic"."internal_exposures" <= "ad_provider_traffic"."exposures" and "ad_provider_traffic"."revenue" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ad_channel_bill" ADD CONSTRAINT "ad_channel_bill_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_channel_bill" ADD CONSTRAINT "ad_channel_bill_provider_fk" FOREIGN KEY ("merchant","provider") REFERENCES "public"."traffic_provider"("merchant","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_channel_bill_line" ADD CONSTRAINT "ad_channel_bill_line_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_channel_bill_line" ADD CONSTRAINT "ad_channel_bill_line_bill_fk" FOREIGN KEY ("merchant","bill") REFERENCES "public"."ad_channel_bill"("merchant","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_provider_setting" ADD CONSTRAINT "ad_provider_setting_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_provider_traffic" ADD CONSTRAINT "ad_provider_traffic_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_provider_traffic" ADD CONSTRAINT "ad_provider_traffic_space_fk" FOREIGN KEY ("merchant","space") REFERENCES "public"."ad_space"("merchant","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_provider_traffic" ADD CONSTRAINT "ad_provider_traffic_provider_fk" FOREIGN KEY ("merchant","provider") REFERENCES "public"."traffic_provider"("merchant","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_channel_bill_period_uq" ON "ad_channel_bill" USING btree ("merchant","provider","period");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_channel_bill_no_uq" ON "ad_channel_bill" USING btree ("bill_no");--> statement-breakpoint
CREATE INDEX "ad_channel_bill_merchant_idx" ON "ad_channel_bill" USING btree ("merchant","period","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_channel_bill_line_uq" ON "ad_channel_bill_line" USING btree ("merchant","bill","space");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_provider_traffic_day_space_uq" ON "ad_provider_traffic" USING btree ("merchant","day","space");--> statement-breakpoint
CREATE INDEX "ad_provider_traffic_provider_idx" ON "ad_provider_traffic" USING btree ("merchant","provider","day");--> statement-breakpoint
CREATE INDEX "ad_provider_traffic_space_idx" ON "ad_provider_traffic" USING btree ("merchant","space","day");--> statement-breakpoint
-- 流量主 traffic, settings and channel bills are the advertising partner's own.
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['ad_provider_traffic', 'ad_provider_setting', 'ad_channel_bill', 'ad_channel_bill_line']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ad_provider_traffic, ad_provider_setting, ad_channel_bill, ad_channel_bill_line TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE ad_provider_traffic_id_seq, ad_channel_bill_id_seq TO console_app;

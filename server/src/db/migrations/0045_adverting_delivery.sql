-- The composite keys the delivery tables refer to (a plan's space, targeting package; a material's category).
ALTER TABLE "ad_category" ADD CONSTRAINT "ad_category_merchant_id_uq" UNIQUE("merchant","id");--> statement-breakpoint
ALTER TABLE "ad_space" ADD CONSTRAINT "ad_space_merchant_id_uq" UNIQUE("merchant","id");--> statement-breakpoint
ALTER TABLE "targeting_package" ADD CONSTRAINT "targeting_package_merchant_id_uq" UNIQUE("merchant","id");
--> statement-breakpoint
CREATE TABLE "ad_bidding_setting" (
	"merchant" bigint PRIMARY KEY NOT NULL,
	"mode" smallint NOT NULL,
	"increment" integer NOT NULL,
	"max_bid" integer DEFAULT 0 NOT NULL,
	"internal_first" boolean DEFAULT true NOT NULL,
	"updater_name" text DEFAULT '' NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_bidding_setting_check" CHECK ("ad_bidding_setting"."mode" in (1, 2) and "ad_bidding_setting"."increment" between 1 and 100000 and "ad_bidding_setting"."max_bid" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ad_material" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"name" text NOT NULL,
	"type" smallint NOT NULL,
	"link" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"category" bigint,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_material_merchant_id_uq" UNIQUE("merchant","id"),
	CONSTRAINT "ad_material_check" CHECK ("ad_material"."status" in (0, 1) and "ad_material"."type" in (1, 2) and "ad_material"."width" between 1 and 10000 and "ad_material"."height" between 1 and 10000
        and (case when "ad_material"."type" = 2 then "ad_material"."duration" between 1 and 300 else "ad_material"."duration" = 0 end))
);
--> statement-breakpoint
CREATE TABLE "ad_plan" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"name" text NOT NULL,
	"advertiser_id" bigint,
	"advertiser_name" text DEFAULT '' NOT NULL,
	"targeting" bigint,
	"material" bigint,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"hours" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"bidding" smallint DEFAULT 0 NOT NULL,
	"bid_price" integer DEFAULT 0 NOT NULL,
	"daily_budget" bigint DEFAULT 0 NOT NULL,
	"total_budget" bigint DEFAULT 0 NOT NULL,
	"landing_url" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"submit_time" timestamp with time zone,
	"audit_time" timestamp with time zone,
	"auditor_name" text DEFAULT '' NOT NULL,
	"audit_remark" text DEFAULT '' NOT NULL,
	"creator_name" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_plan_merchant_id_uq" UNIQUE("merchant","id"),
	CONSTRAINT "ad_plan_check" CHECK ("ad_plan"."kind" in (1, 2) and "ad_plan"."status" between 0 and 5 and "ad_plan"."end_date" >= "ad_plan"."start_date" and "ad_plan"."bidding" between 0 and 3
        and "ad_plan"."bid_price" >= 0 and "ad_plan"."daily_budget" >= 0 and "ad_plan"."total_budget" >= 0 and length("ad_plan"."name") between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "ad_plan_space" (
	"merchant" bigint NOT NULL,
	"plan" bigint NOT NULL,
	"space" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_bidding_setting" ADD CONSTRAINT "ad_bidding_setting_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_material" ADD CONSTRAINT "ad_material_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_material" ADD CONSTRAINT "ad_material_category_fk" FOREIGN KEY ("merchant","category") REFERENCES "public"."ad_category"("merchant","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_plan" ADD CONSTRAINT "ad_plan_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_plan" ADD CONSTRAINT "ad_plan_targeting_fk" FOREIGN KEY ("merchant","targeting") REFERENCES "public"."targeting_package"("merchant","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_plan" ADD CONSTRAINT "ad_plan_material_fk" FOREIGN KEY ("merchant","material") REFERENCES "public"."ad_material"("merchant","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_plan_space" ADD CONSTRAINT "ad_plan_space_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_plan_space" ADD CONSTRAINT "ad_plan_space_plan_fk" FOREIGN KEY ("merchant","plan") REFERENCES "public"."ad_plan"("merchant","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_plan_space" ADD CONSTRAINT "ad_plan_space_space_fk" FOREIGN KEY ("merchant","space") REFERENCES "public"."ad_space"("merchant","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_material_merchant_idx" ON "ad_material" USING btree ("merchant","id");--> statement-breakpoint
CREATE INDEX "ad_material_category_idx" ON "ad_material" USING btree ("merchant","category");--> statement-breakpoint
CREATE INDEX "ad_plan_merchant_kind_idx" ON "ad_plan" USING btree ("merchant","kind","id");--> statement-breakpoint
CREATE INDEX "ad_plan_merchant_status_idx" ON "ad_plan" USING btree ("merchant","status","submit_time");--> statement-breakpoint
CREATE INDEX "ad_plan_targeting_idx" ON "ad_plan" USING btree ("merchant","targeting");--> statement-breakpoint
CREATE INDEX "ad_plan_material_idx" ON "ad_plan" USING btree ("merchant","material");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_plan_space_uq" ON "ad_plan_space" USING btree ("merchant","plan","space");--> statement-breakpoint
CREATE INDEX "ad_plan_space_space_idx" ON "ad_plan_space" USING btree ("merchant","space");
--> statement-breakpoint
CREATE TABLE "ad_channel_app" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"name" text NOT NULL,
	"platform" smallint NOT NULL,
	"bundle" text NOT NULL,
	"app_key" text NOT NULL,
	"provider" bigint,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_channel_app_check" CHECK ("ad_channel_app"."status" in (0, 1) and "ad_channel_app"."platform" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "ad_exposure_strategy" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"name" text NOT NULL,
	"user_daily_cap" integer DEFAULT 0 NOT NULL,
	"interval_minutes" integer DEFAULT 0 NOT NULL,
	"rotation" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_exposure_strategy_check" CHECK ("ad_exposure_strategy"."status" in (0, 1) and "ad_exposure_strategy"."rotation" between 1 and 3 and "ad_exposure_strategy"."user_daily_cap" between 0 and 1000 and "ad_exposure_strategy"."interval_minutes" between 0 and 1440)
);
--> statement-breakpoint
ALTER TABLE "ad_channel_app" ADD CONSTRAINT "ad_channel_app_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_channel_app" ADD CONSTRAINT "ad_channel_app_provider_fk" FOREIGN KEY ("merchant","provider") REFERENCES "public"."traffic_provider"("merchant","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_exposure_strategy" ADD CONSTRAINT "ad_exposure_strategy_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_channel_app_key_uq" ON "ad_channel_app" USING btree ("app_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_channel_app_bundle_uq" ON "ad_channel_app" USING btree ("merchant","platform",lower("bundle"));--> statement-breakpoint
CREATE INDEX "ad_channel_app_merchant_idx" ON "ad_channel_app" USING btree ("merchant","id");--> statement-breakpoint
CREATE INDEX "ad_channel_app_provider_idx" ON "ad_channel_app" USING btree ("merchant","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_exposure_strategy_name_uq" ON "ad_exposure_strategy" USING btree ("merchant",lower("name"));--> statement-breakpoint
CREATE INDEX "ad_exposure_strategy_merchant_idx" ON "ad_exposure_strategy" USING btree ("merchant","id");
--> statement-breakpoint
-- ---- Hand-appended (advertising delivery): tenancy and grants ----------------------------------------------------
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['ad_material', 'ad_plan', 'ad_plan_space', 'ad_bidding_setting', 'ad_exposure_strategy', 'ad_channel_app']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ad_material, ad_plan, ad_plan_space, ad_bidding_setting, ad_exposure_strategy, ad_channel_app TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE ad_material_id_seq, ad_plan_id_seq, ad_exposure_strategy_id_seq, ad_channel_app_id_seq TO console_app;

CREATE TABLE "ad_stat_daily" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"stat_date" date NOT NULL,
	"plan" bigint NOT NULL,
	"space" bigint NOT NULL,
	"channel_app" bigint,
	"advertiser" bigint,
	"provider" bigint,
	"region" text DEFAULT '' NOT NULL,
	"shows" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"provider_income" bigint DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_stat_daily_check" CHECK ("ad_stat_daily"."shows" >= 0 and "ad_stat_daily"."clicks" >= 0 and "ad_stat_daily"."clicks" <= "ad_stat_daily"."shows" and "ad_stat_daily"."cost" >= 0 and "ad_stat_daily"."provider_income" between 0 and "ad_stat_daily"."cost"
        and "ad_stat_daily"."region" ~ '^([0-9]{6})?$')
);
--> statement-breakpoint
ALTER TABLE "ad_stat_daily" ADD CONSTRAINT "ad_stat_daily_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_stat_daily" ADD CONSTRAINT "ad_stat_daily_channel_app_ad_channel_app_id_fk" FOREIGN KEY ("channel_app") REFERENCES "public"."ad_channel_app"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_stat_daily" ADD CONSTRAINT "ad_stat_daily_plan_fk" FOREIGN KEY ("merchant","plan") REFERENCES "public"."ad_plan"("merchant","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_stat_daily" ADD CONSTRAINT "ad_stat_daily_space_fk" FOREIGN KEY ("merchant","space") REFERENCES "public"."ad_space"("merchant","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_stat_daily" ADD CONSTRAINT "ad_stat_daily_advertiser_fk" FOREIGN KEY ("merchant","advertiser") REFERENCES "public"."ad_advertiser"("merchant","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_stat_daily" ADD CONSTRAINT "ad_stat_daily_provider_fk" FOREIGN KEY ("merchant","provider") REFERENCES "public"."traffic_provider"("merchant","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_stat_daily_uq" ON "ad_stat_daily" USING btree ("merchant","stat_date","plan","space",coalesce("channel_app", 0),"region");--> statement-breakpoint
CREATE INDEX "ad_stat_daily_space_idx" ON "ad_stat_daily" USING btree ("merchant","space","stat_date");--> statement-breakpoint
CREATE INDEX "ad_stat_daily_plan_idx" ON "ad_stat_daily" USING btree ("merchant","plan","stat_date");--> statement-breakpoint
CREATE INDEX "ad_stat_daily_advertiser_idx" ON "ad_stat_daily" USING btree ("merchant","advertiser","stat_date");--> statement-breakpoint
CREATE INDEX "ad_stat_daily_channel_idx" ON "ad_stat_daily" USING btree ("merchant","channel_app","stat_date");--> statement-breakpoint
CREATE INDEX "ad_stat_daily_provider_idx" ON "ad_stat_daily" USING btree ("merchant","provider","stat_date");--> statement-breakpoint
-- The daily facts are the advertising partner's own.
SELECT console_enable_tenancy('ad_stat_daily');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ad_stat_daily TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE ad_stat_daily_id_seq TO console_app;

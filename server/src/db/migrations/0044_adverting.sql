CREATE TABLE "ad_category" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_category_check" CHECK ("ad_category"."status" in (0, 1) and "ad_category"."sort" between 0 and 9999 and length("ad_category"."name") between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "ad_space" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"scene" smallint NOT NULL,
	"material" smallint NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"billing" smallint NOT NULL,
	"floor_price" integer NOT NULL,
	"daily_limit" integer DEFAULT 0 NOT NULL,
	"provider" bigint,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_space_check" CHECK ("ad_space"."status" in (0, 1) and "ad_space"."scene" between 1 and 7 and "ad_space"."material" between 1 and 3 and "ad_space"."billing" between 1 and 3
        and "ad_space"."width" between 1 and 10000 and "ad_space"."height" between 1 and 10000 and "ad_space"."floor_price" between 0 and 10000000 and "ad_space"."daily_limit" >= 0
        and (case when "ad_space"."material" = 2 then "ad_space"."duration" between 1 and 300 else "ad_space"."duration" = 0 end))
);
--> statement-breakpoint
CREATE TABLE "targeting_package" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"name" text NOT NULL,
	"regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"gender" smallint DEFAULT 0 NOT NULL,
	"age_min" smallint DEFAULT 0 NOT NULL,
	"age_max" smallint DEFAULT 100 NOT NULL,
	"os" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"hours" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "targeting_package_check" CHECK ("targeting_package"."gender" in (0, 1, 2) and "targeting_package"."age_min" between 0 and 100 and "targeting_package"."age_max" between "targeting_package"."age_min" and 100)
);
--> statement-breakpoint
CREATE TABLE "traffic_provider" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"name" text NOT NULL,
	"type" smallint NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_mobile" text DEFAULT '' NOT NULL,
	"share_rate" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "traffic_provider_merchant_id_uq" UNIQUE("merchant","id"),
	CONSTRAINT "traffic_provider_check" CHECK ("traffic_provider"."status" in (0, 1) and "traffic_provider"."type" between 1 and 5 and "traffic_provider"."share_rate" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "ad_category" ADD CONSTRAINT "ad_category_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_space" ADD CONSTRAINT "ad_space_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_space" ADD CONSTRAINT "ad_space_provider_fk" FOREIGN KEY ("merchant","provider") REFERENCES "public"."traffic_provider"("merchant","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "targeting_package" ADD CONSTRAINT "targeting_package_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_provider" ADD CONSTRAINT "traffic_provider_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_category_name_uq" ON "ad_category" USING btree ("merchant",lower("name"));--> statement-breakpoint
CREATE INDEX "ad_category_merchant_sort_idx" ON "ad_category" USING btree ("merchant","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_space_code_uq" ON "ad_space" USING btree ("merchant",lower("code"));--> statement-breakpoint
CREATE INDEX "ad_space_merchant_idx" ON "ad_space" USING btree ("merchant","id");--> statement-breakpoint
CREATE INDEX "ad_space_provider_idx" ON "ad_space" USING btree ("merchant","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "targeting_package_name_uq" ON "targeting_package" USING btree ("merchant",lower("name"));--> statement-breakpoint
CREATE INDEX "targeting_package_merchant_idx" ON "targeting_package" USING btree ("merchant","id");--> statement-breakpoint
CREATE UNIQUE INDEX "traffic_provider_name_uq" ON "traffic_provider" USING btree ("merchant",lower("name"));
--> statement-breakpoint
-- ---- Hand-appended (advertising configuration): tenancy and grants --------------------------------------------
-- Categories, providers, spaces and packages are their advertising partner's tenant data.
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['ad_category', 'traffic_provider', 'ad_space', 'targeting_package']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ad_category, traffic_provider, ad_space, targeting_package TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE ad_category_id_seq, traffic_provider_id_seq, ad_space_id_seq, targeting_package_id_seq TO console_app;

CREATE TABLE "parking_member" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"member_no" text NOT NULL,
	"mobile" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"level" smallint DEFAULT 1 NOT NULL,
	"plates" text[] DEFAULT '{}' NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"stop_reason" text DEFAULT '' NOT NULL,
	"join_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_member_setting" (
	"merchant" bigint PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"plate_limit" smallint NOT NULL,
	"bind_audit" boolean NOT NULL,
	"points_per_yuan" integer NOT NULL,
	"silver_points" integer NOT NULL,
	"gold_points" integer NOT NULL,
	"silver_discount" smallint NOT NULL,
	"gold_discount" smallint NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_report_service" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"park" bigint NOT NULL,
	"city_park_code" text NOT NULL,
	"items" smallint[] NOT NULL,
	"enabled" boolean NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parking_member" ADD CONSTRAINT "parking_member_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_member_setting" ADD CONSTRAINT "parking_member_setting_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_report_service" ADD CONSTRAINT "parking_report_service_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_report_service" ADD CONSTRAINT "parking_report_service_park_park_id_fk" FOREIGN KEY ("park") REFERENCES "public"."park"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parking_member_merchant_idx" ON "parking_member" USING btree ("merchant","join_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "parking_member_mobile_uq" ON "parking_member" USING btree ("merchant","mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "parking_member_no_uq" ON "parking_member" USING btree ("merchant","member_no");--> statement-breakpoint
CREATE UNIQUE INDEX "parking_report_service_park_uq" ON "parking_report_service" USING btree ("merchant","park");--> statement-breakpoint
CREATE UNIQUE INDEX "parking_report_service_code_uq" ON "parking_report_service" USING btree ("merchant","city_park_code");--> statement-breakpoint
-- ---- Hand-appended (parking-customers slice): checks, tenancy and grants --------------------------------------------
ALTER TABLE "parking_member" ADD CONSTRAINT "parking_member_check" CHECK ("level" BETWEEN 1 AND 3 AND "status" in (1, 2) AND "points" >= 0 AND cardinality("plates") <= 5 AND "mobile" ~ '^1[0-9]{10}$' AND ("status" = 2) = ("stop_reason" <> ''));
--> statement-breakpoint
ALTER TABLE "parking_member_setting" ADD CONSTRAINT "parking_member_setting_check" CHECK ("plate_limit" BETWEEN 1 AND 5 AND "points_per_yuan" BETWEEN 0 AND 100 AND "silver_points" >= 1 AND "gold_points" > "silver_points" AND "silver_discount" BETWEEN 50 AND 100 AND "gold_discount" BETWEEN 50 AND "silver_discount");
--> statement-breakpoint
ALTER TABLE "parking_report_service" ADD CONSTRAINT "parking_report_service_check" CHECK ("city_park_code" ~ '^[A-Za-z0-9-]{6,32}$' AND cardinality("items") BETWEEN 1 AND 3 AND "items" <@ ARRAY[1, 2, 3]::smallint[]);
--> statement-breakpoint
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['parking_member', 'parking_member_setting', 'parking_report_service']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON parking_member, parking_member_setting, parking_report_service TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE parking_member_id_seq, parking_report_service_id_seq TO console_app;

CREATE TABLE "energy_app" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"name" text NOT NULL,
	"kind" smallint NOT NULL,
	"app_id" text NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"service_phone" text DEFAULT '' NOT NULL,
	"launch_date" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_device_message_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"station" bigint NOT NULL,
	"device_code" text NOT NULL,
	"direction" smallint NOT NULL,
	"protocol" text NOT NULL,
	"action" text NOT NULL,
	"payload" text NOT NULL,
	"event_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_device_online_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"station" bigint NOT NULL,
	"device_code" text NOT NULL,
	"event" smallint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"remote_ip" text DEFAULT '' NOT NULL,
	"protocol" text NOT NULL,
	"event_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_emap_apply" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"apply_no" text NOT NULL,
	"merchant" bigint NOT NULL,
	"station" bigint NOT NULL,
	"platform" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_mobile" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"audit_note" text DEFAULT '' NOT NULL,
	"auditor" text DEFAULT '' NOT NULL,
	"audit_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_sim" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"iccid" text NOT NULL,
	"msisdn" text DEFAULT '' NOT NULL,
	"operator" smallint NOT NULL,
	"device" bigint,
	"plan_mb" integer NOT NULL,
	"used_mb" integer DEFAULT 0 NOT NULL,
	"expire_date" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_user_list" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"station" bigint,
	"identity_type" smallint NOT NULL,
	"identity" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"reason" text NOT NULL,
	"expire_date" date,
	"status" smallint DEFAULT 1 NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "energy_app" ADD CONSTRAINT "energy_app_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_device_message_log" ADD CONSTRAINT "energy_device_message_log_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_device_message_log" ADD CONSTRAINT "energy_device_message_log_station_energy_station_id_fk" FOREIGN KEY ("station") REFERENCES "public"."energy_station"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_device_online_log" ADD CONSTRAINT "energy_device_online_log_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_device_online_log" ADD CONSTRAINT "energy_device_online_log_station_energy_station_id_fk" FOREIGN KEY ("station") REFERENCES "public"."energy_station"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_emap_apply" ADD CONSTRAINT "energy_emap_apply_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_emap_apply" ADD CONSTRAINT "energy_emap_apply_station_energy_station_id_fk" FOREIGN KEY ("station") REFERENCES "public"."energy_station"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_sim" ADD CONSTRAINT "energy_sim_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_sim" ADD CONSTRAINT "energy_sim_device_energy_device_id_fk" FOREIGN KEY ("device") REFERENCES "public"."energy_device"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_user_list" ADD CONSTRAINT "energy_user_list_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_user_list" ADD CONSTRAINT "energy_user_list_station_energy_station_id_fk" FOREIGN KEY ("station") REFERENCES "public"."energy_station"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "energy_app_merchant_idx" ON "energy_app" USING btree ("merchant","create_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_app_app_id_uq" ON "energy_app" USING btree ("kind","app_id");--> statement-breakpoint
CREATE INDEX "energy_device_message_log_merchant_idx" ON "energy_device_message_log" USING btree ("merchant","event_time","id");--> statement-breakpoint
CREATE INDEX "energy_device_message_log_device_idx" ON "energy_device_message_log" USING btree ("merchant","device_code","event_time","id");--> statement-breakpoint
CREATE INDEX "energy_device_online_log_merchant_idx" ON "energy_device_online_log" USING btree ("merchant","event_time","id");--> statement-breakpoint
CREATE INDEX "energy_device_online_log_device_idx" ON "energy_device_online_log" USING btree ("merchant","device_code","event_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_emap_apply_no_uq" ON "energy_emap_apply" USING btree ("apply_no");--> statement-breakpoint
CREATE INDEX "energy_emap_apply_merchant_idx" ON "energy_emap_apply" USING btree ("merchant","status","create_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_emap_apply_open_uq" ON "energy_emap_apply" USING btree ("station","platform") WHERE "energy_emap_apply"."status" in (0, 1);--> statement-breakpoint
CREATE UNIQUE INDEX "energy_sim_iccid_uq" ON "energy_sim" USING btree ("iccid");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_sim_device_uq" ON "energy_sim" USING btree ("device");--> statement-breakpoint
CREATE INDEX "energy_sim_merchant_idx" ON "energy_sim" USING btree ("merchant","create_time","id");--> statement-breakpoint
CREATE INDEX "energy_user_list_merchant_idx" ON "energy_user_list" USING btree ("merchant","kind","create_time","id");--> statement-breakpoint
CREATE INDEX "energy_user_list_identity_idx" ON "energy_user_list" USING btree ("merchant","identity_type","identity");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_user_list_listed_uq" ON "energy_user_list" USING btree ("merchant","kind",coalesce("station", 0),"identity_type","identity") WHERE "energy_user_list"."status" = 1;--> statement-breakpoint
-- ---- Hand-appended (energy-config slice): checks, tenancy and grants ----------------------------------------------
ALTER TABLE "energy_user_list" ADD CONSTRAINT "energy_user_list_check" CHECK (
  "kind" in (1, 2) AND "status" in (0, 1) AND (
    ("identity_type" = 1 AND "identity" ~ '^1[3-9][0-9]{9}$') OR
    ("identity_type" = 2 AND "identity" ~ '^[0-9]{8,20}$') OR
    ("identity_type" = 3 AND "identity" ~ '^[A-HJ-NPR-Z0-9]{17}$')));
--> statement-breakpoint
ALTER TABLE "energy_sim" ADD CONSTRAINT "energy_sim_check" CHECK (
  "operator" in (1, 2, 3) AND "status" in (0, 1) AND "iccid" ~ '^8986[0-9A-F]{15,16}$' AND "plan_mb" > 0 AND "used_mb" >= 0);
--> statement-breakpoint
ALTER TABLE "energy_device_online_log" ADD CONSTRAINT "energy_device_online_log_check" CHECK ("event" in (1, 2));
--> statement-breakpoint
ALTER TABLE "energy_device_message_log" ADD CONSTRAINT "energy_device_message_log_check" CHECK ("direction" in (1, 2));
--> statement-breakpoint
ALTER TABLE "energy_app" ADD CONSTRAINT "energy_app_check" CHECK ("kind" in (1, 2, 3, 4) AND "status" in (0, 1));
--> statement-breakpoint
ALTER TABLE "energy_emap_apply" ADD CONSTRAINT "energy_emap_apply_check" CHECK (
  "status" in (0, 1, 2) AND "platform" in ('amap', 'baidu', 'tencent', 'kuaidian') AND ("status" = 0) = ("audit_time" IS NULL));
--> statement-breakpoint
-- Every row is its merchant's tenant data (the partner, group and platform read them through their scope).
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['energy_user_list', 'energy_sim', 'energy_device_online_log', 'energy_device_message_log', 'energy_app', 'energy_emap_apply']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON energy_user_list, energy_sim, energy_device_online_log, energy_device_message_log, energy_app, energy_emap_apply TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE energy_user_list_id_seq, energy_sim_id_seq, energy_device_online_log_id_seq, energy_device_message_log_id_seq, energy_app_id_seq, energy_emap_apply_id_seq TO console_app;

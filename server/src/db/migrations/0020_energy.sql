CREATE SEQUENCE "public"."energy_station_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "energy_alarm" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"station" bigint NOT NULL,
	"device" bigint,
	"device_code" text NOT NULL,
	"port_no" smallint,
	"level" smallint NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"alarm_time" timestamp with time zone NOT NULL,
	"process" smallint DEFAULT 0 NOT NULL,
	"processor" text DEFAULT '' NOT NULL,
	"process_time" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_device" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_code" text NOT NULL,
	"merchant" bigint NOT NULL,
	"station" bigint NOT NULL,
	"vendor" text NOT NULL,
	"model" text NOT NULL,
	"protocol" text NOT NULL,
	"firmware_version" text DEFAULT '' NOT NULL,
	"iccid" text DEFAULT '' NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"last_heartbeat_time" timestamp with time zone,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_port" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"device" bigint NOT NULL,
	"port_no" smallint NOT NULL,
	"type" smallint NOT NULL,
	"max_power" integer NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"error_code" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_station" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"station_code" text DEFAULT 'ES' || nextval('energy_station_code_seq') NOT NULL,
	"merchant" bigint NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"region_name" text NOT NULL,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"open_time" text DEFAULT '00:00' NOT NULL,
	"close_time" text DEFAULT '24:00' NOT NULL,
	"contact_name" text NOT NULL,
	"contact_mobile" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "energy_alarm" ADD CONSTRAINT "energy_alarm_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_alarm" ADD CONSTRAINT "energy_alarm_station_energy_station_id_fk" FOREIGN KEY ("station") REFERENCES "public"."energy_station"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_alarm" ADD CONSTRAINT "energy_alarm_device_energy_device_id_fk" FOREIGN KEY ("device") REFERENCES "public"."energy_device"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_device" ADD CONSTRAINT "energy_device_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_device" ADD CONSTRAINT "energy_device_station_energy_station_id_fk" FOREIGN KEY ("station") REFERENCES "public"."energy_station"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_port" ADD CONSTRAINT "energy_port_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_port" ADD CONSTRAINT "energy_port_device_energy_device_id_fk" FOREIGN KEY ("device") REFERENCES "public"."energy_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_station" ADD CONSTRAINT "energy_station_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "energy_alarm_merchant_idx" ON "energy_alarm" USING btree ("merchant","alarm_time","id");--> statement-breakpoint
CREATE INDEX "energy_alarm_pending_idx" ON "energy_alarm" USING btree ("merchant","process","alarm_time");--> statement-breakpoint
CREATE INDEX "energy_alarm_station_idx" ON "energy_alarm" USING btree ("station","alarm_time");--> statement-breakpoint
CREATE INDEX "energy_alarm_device_idx" ON "energy_alarm" USING btree ("device");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_device_code_uq" ON "energy_device" USING btree ("device_code");--> statement-breakpoint
CREATE INDEX "energy_device_merchant_idx" ON "energy_device" USING btree ("merchant","station","id");--> statement-breakpoint
CREATE INDEX "energy_device_station_idx" ON "energy_device" USING btree ("station");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_port_no_uq" ON "energy_port" USING btree ("device","port_no");--> statement-breakpoint
CREATE INDEX "energy_port_merchant_idx" ON "energy_port" USING btree ("merchant","device","port_no");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_station_code_uq" ON "energy_station" USING btree ("station_code");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_station_name_uq" ON "energy_station" USING btree ("merchant",lower("name"));--> statement-breakpoint
CREATE INDEX "energy_station_merchant_idx" ON "energy_station" USING btree ("merchant","create_time","id");--> statement-breakpoint
-- ---- Hand-appended (energy slice): checks, tenancy and grants ------------------------------------------------
ALTER TABLE "energy_station" ADD CONSTRAINT "energy_station_code_check" CHECK ("station_code" ~ '^ES[0-9]{1,12}$');
--> statement-breakpoint
ALTER TABLE "energy_station" ADD CONSTRAINT "energy_station_status_check" CHECK ("status" in (0, 1));
--> statement-breakpoint
ALTER TABLE "energy_station" ADD CONSTRAINT "energy_station_hours_check" CHECK ("open_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND ("close_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' OR "close_time" = '24:00') AND "open_time" < "close_time");
--> statement-breakpoint
ALTER TABLE "energy_station" ADD CONSTRAINT "energy_station_region_check" CHECK ("region" ~ '^[0-9]{6}$');
--> statement-breakpoint
ALTER TABLE "energy_device" ADD CONSTRAINT "energy_device_code_check" CHECK ("device_code" ~ '^[A-Za-z0-9_-]{4,32}$');
--> statement-breakpoint
ALTER TABLE "energy_device" ADD CONSTRAINT "energy_device_protocol_check" CHECK ("protocol" in ('OCPP16', 'OCPP201', 'YKC'));
--> statement-breakpoint
ALTER TABLE "energy_device" ADD CONSTRAINT "energy_device_status_check" CHECK ("status" in (0, 1));
--> statement-breakpoint
ALTER TABLE "energy_port" ADD CONSTRAINT "energy_port_check" CHECK ("port_no" BETWEEN 1 AND 64 AND "type" in (1, 2) AND "max_power" BETWEEN 1000 AND 600000 AND "state" BETWEEN 0 AND 4 AND "status" in (0, 1));
--> statement-breakpoint
ALTER TABLE "energy_alarm" ADD CONSTRAINT "energy_alarm_check" CHECK ("level" BETWEEN 1 AND 5 AND "process" in (0, 1) AND ("process" = 0) = ("process_time" IS NULL));
--> statement-breakpoint
-- Every energy row is its merchant's tenant data (the partner, group and platform read it through their scope).
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['energy_station', 'energy_device', 'energy_port', 'energy_alarm']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON energy_station, energy_device, energy_port, energy_alarm TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE energy_station_code_seq, energy_station_id_seq, energy_device_id_seq, energy_port_id_seq, energy_alarm_id_seq TO console_app;

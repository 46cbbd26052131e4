CREATE TABLE "energy_charge_rule" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"station" bigint NOT NULL,
	"name" text NOT NULL,
	"type" smallint NOT NULL,
	"prices" jsonb NOT NULL,
	"periods" jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_station_runtime" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"station" bigint NOT NULL,
	"start_types" smallint[] NOT NULL,
	"min_balance" integer NOT NULL,
	"max_duration" integer NOT NULL,
	"idle_timeout" integer NOT NULL,
	"offline_charge" boolean NOT NULL,
	"amounts" integer[] NOT NULL,
	"custom_amount" boolean NOT NULL,
	"custom_min" integer NOT NULL,
	"custom_max" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "energy_charge_rule" ADD CONSTRAINT "energy_charge_rule_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_charge_rule" ADD CONSTRAINT "energy_charge_rule_station_energy_station_id_fk" FOREIGN KEY ("station") REFERENCES "public"."energy_station"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_station_runtime" ADD CONSTRAINT "energy_station_runtime_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_station_runtime" ADD CONSTRAINT "energy_station_runtime_station_energy_station_id_fk" FOREIGN KEY ("station") REFERENCES "public"."energy_station"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "energy_charge_rule_merchant_idx" ON "energy_charge_rule" USING btree ("merchant","station","status","id");--> statement-breakpoint
CREATE INDEX "energy_charge_rule_station_idx" ON "energy_charge_rule" USING btree ("station");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_charge_rule_active_uq" ON "energy_charge_rule" USING btree ("station") WHERE "energy_charge_rule"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "energy_charge_rule_name_uq" ON "energy_charge_rule" USING btree ("station",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "energy_station_runtime_station_uq" ON "energy_station_runtime" USING btree ("station");--> statement-breakpoint
CREATE INDEX "energy_station_runtime_merchant_idx" ON "energy_station_runtime" USING btree ("merchant","station");--> statement-breakpoint
-- ---- Hand-appended (energy station configuration): checks, tenancy and grants ----------------------------------
ALTER TABLE "energy_charge_rule" ADD CONSTRAINT "energy_charge_rule_check" CHECK (
  "type" in (1, 2) AND "status" in (0, 1) AND length("name") BETWEEN 2 AND 30
  AND jsonb_typeof("prices") = 'array' AND jsonb_array_length("prices") BETWEEN 1 AND 4
  AND jsonb_typeof("periods") = 'array' AND jsonb_array_length("periods") BETWEEN 1 AND 48);
--> statement-breakpoint
ALTER TABLE "energy_station_runtime" ADD CONSTRAINT "energy_station_runtime_check" CHECK (
  cardinality("start_types") BETWEEN 1 AND 4 AND "start_types" <@ ARRAY[1, 2, 3, 4]::smallint[]
  AND "min_balance" BETWEEN 0 AND 100000 AND "max_duration" BETWEEN 0 AND 1440 AND "idle_timeout" BETWEEN 1 AND 60
  AND cardinality("amounts") BETWEEN 1 AND 6 AND 100 <= ALL ("amounts") AND 100000 >= ALL ("amounts")
  AND "custom_min" BETWEEN 100 AND 100000 AND "custom_max" BETWEEN "custom_min" AND 100000);
--> statement-breakpoint
-- A station's rules and settings are its merchant's tenant data (the partner, group and platform reach them through their scope).
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['energy_charge_rule', 'energy_station_runtime']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON energy_charge_rule, energy_station_runtime TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE energy_charge_rule_id_seq, energy_station_runtime_id_seq TO console_app;

CREATE SEQUENCE "public"."energy_appointment_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."energy_parking_payment_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."energy_parking_record_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "energy_appointment" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"appointment_no" text NOT NULL,
	"merchant" bigint NOT NULL,
	"station" bigint NOT NULL,
	"device" bigint,
	"device_code" text NOT NULL,
	"port_no" smallint NOT NULL,
	"user_name" text NOT NULL,
	"mobile" text NOT NULL,
	"plate" text DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"state" smallint NOT NULL,
	"replenish" bigint,
	"order_no" text DEFAULT '' NOT NULL,
	"cancel_by" smallint,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"canceller" text DEFAULT '' NOT NULL,
	"cancel_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_park_space" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"station" bigint NOT NULL,
	"space_no" text NOT NULL,
	"port" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_parking_payment" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pay_no" text NOT NULL,
	"merchant" bigint NOT NULL,
	"record" bigint NOT NULL,
	"amount" integer NOT NULL,
	"pay_mode" smallint NOT NULL,
	"state" smallint NOT NULL,
	"pay_time" timestamp with time zone,
	"refunded" boolean DEFAULT false NOT NULL,
	"revoke_reason" text DEFAULT '' NOT NULL,
	"revoker" text DEFAULT '' NOT NULL,
	"revoke_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_parking_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_no" text NOT NULL,
	"merchant" bigint NOT NULL,
	"station" bigint NOT NULL,
	"space" bigint,
	"space_no" text DEFAULT '' NOT NULL,
	"plate" text NOT NULL,
	"entry_time" timestamp with time zone NOT NULL,
	"exit_time" timestamp with time zone,
	"state" smallint NOT NULL,
	"replenish" bigint,
	"order_no" text DEFAULT '' NOT NULL,
	"charge_start" timestamp with time zone,
	"charge_end" timestamp with time zone,
	"fee_mode" smallint DEFAULT 0 NOT NULL,
	"park_minutes" integer DEFAULT 0 NOT NULL,
	"free_minutes" integer DEFAULT 0 NOT NULL,
	"fee_minutes" integer DEFAULT 0 NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_parking_setting" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"station" bigint NOT NULL,
	"mode" smallint NOT NULL,
	"free_minutes" integer NOT NULL,
	"unit_minutes" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"day_cap" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "energy_appointment" ADD CONSTRAINT "energy_appointment_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_appointment" ADD CONSTRAINT "energy_appointment_station_energy_station_id_fk" FOREIGN KEY ("station") REFERENCES "public"."energy_station"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_appointment" ADD CONSTRAINT "energy_appointment_device_energy_device_id_fk" FOREIGN KEY ("device") REFERENCES "public"."energy_device"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_appointment" ADD CONSTRAINT "energy_appointment_replenish_energy_replenish_id_fk" FOREIGN KEY ("replenish") REFERENCES "public"."energy_replenish"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_park_space" ADD CONSTRAINT "energy_park_space_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_park_space" ADD CONSTRAINT "energy_park_space_station_energy_station_id_fk" FOREIGN KEY ("station") REFERENCES "public"."energy_station"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_park_space" ADD CONSTRAINT "energy_park_space_port_energy_port_id_fk" FOREIGN KEY ("port") REFERENCES "public"."energy_port"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_parking_payment" ADD CONSTRAINT "energy_parking_payment_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_parking_payment" ADD CONSTRAINT "energy_parking_payment_record_energy_parking_record_id_fk" FOREIGN KEY ("record") REFERENCES "public"."energy_parking_record"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_parking_record" ADD CONSTRAINT "energy_parking_record_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_parking_record" ADD CONSTRAINT "energy_parking_record_station_energy_station_id_fk" FOREIGN KEY ("station") REFERENCES "public"."energy_station"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_parking_record" ADD CONSTRAINT "energy_parking_record_space_energy_park_space_id_fk" FOREIGN KEY ("space") REFERENCES "public"."energy_park_space"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_parking_record" ADD CONSTRAINT "energy_parking_record_replenish_energy_replenish_id_fk" FOREIGN KEY ("replenish") REFERENCES "public"."energy_replenish"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_parking_setting" ADD CONSTRAINT "energy_parking_setting_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_parking_setting" ADD CONSTRAINT "energy_parking_setting_station_energy_station_id_fk" FOREIGN KEY ("station") REFERENCES "public"."energy_station"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "energy_appointment_no_uq" ON "energy_appointment" USING btree ("appointment_no");--> statement-breakpoint
CREATE INDEX "energy_appointment_merchant_idx" ON "energy_appointment" USING btree ("merchant","start_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "energy_appointment_station_idx" ON "energy_appointment" USING btree ("merchant","station","start_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "energy_appointment_device_idx" ON "energy_appointment" USING btree ("device");--> statement-breakpoint
CREATE INDEX "energy_appointment_replenish_idx" ON "energy_appointment" USING btree ("replenish");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_park_space_no_uq" ON "energy_park_space" USING btree ("station",upper("space_no"));--> statement-breakpoint
CREATE INDEX "energy_park_space_merchant_idx" ON "energy_park_space" USING btree ("merchant","station","space_no");--> statement-breakpoint
CREATE INDEX "energy_park_space_port_idx" ON "energy_park_space" USING btree ("port");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_parking_payment_no_uq" ON "energy_parking_payment" USING btree ("pay_no");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_parking_payment_record_uq" ON "energy_parking_payment" USING btree ("record");--> statement-breakpoint
CREATE INDEX "energy_parking_payment_merchant_idx" ON "energy_parking_payment" USING btree ("merchant","create_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_parking_record_no_uq" ON "energy_parking_record" USING btree ("record_no");--> statement-breakpoint
CREATE INDEX "energy_parking_record_merchant_idx" ON "energy_parking_record" USING btree ("merchant","entry_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "energy_parking_record_station_idx" ON "energy_parking_record" USING btree ("merchant","station","entry_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "energy_parking_record_space_idx" ON "energy_parking_record" USING btree ("space") WHERE "energy_parking_record"."state" = 1;--> statement-breakpoint
CREATE INDEX "energy_parking_record_replenish_idx" ON "energy_parking_record" USING btree ("replenish");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_parking_setting_station_uq" ON "energy_parking_setting" USING btree ("station");--> statement-breakpoint
CREATE INDEX "energy_parking_setting_merchant_idx" ON "energy_parking_setting" USING btree ("merchant","station");--> statement-breakpoint
-- ---- Hand-appended (energy parking fees and appointments): checks, tenancy and grants ---------------------------
ALTER TABLE "energy_parking_setting" ADD CONSTRAINT "energy_parking_setting_check" CHECK (
  "mode" IN (0, 1, 2) AND "free_minutes" BETWEEN 0 AND 1440 AND "unit_minutes" IN (15, 30, 60)
  AND "unit_price" BETWEEN 0 AND 5000 AND "day_cap" BETWEEN 0 AND 50000);
--> statement-breakpoint
ALTER TABLE "energy_park_space" ADD CONSTRAINT "energy_park_space_check" CHECK (length("space_no") BETWEEN 1 AND 12);
--> statement-breakpoint
ALTER TABLE "energy_parking_record" ADD CONSTRAINT "energy_parking_record_check" CHECK (
  "state" IN (0, 1) AND ("state" = 1) = ("exit_time" IS NULL) AND "fee_mode" IN (0, 1, 2) AND "fee" >= 0
  AND "park_minutes" = "free_minutes" + "fee_minutes" AND "free_minutes" >= 0 AND "fee_minutes" >= 0);
--> statement-breakpoint
ALTER TABLE "energy_parking_payment" ADD CONSTRAINT "energy_parking_payment_check" CHECK (
  "amount" > 0 AND "pay_mode" BETWEEN 1 AND 4 AND "state" IN (0, 1, 2)
  AND ("state" <> 1 OR "pay_time" IS NOT NULL) AND ("state" = 2) = ("revoke_time" IS NOT NULL) AND (NOT "refunded" OR "state" = 2));
--> statement-breakpoint
ALTER TABLE "energy_appointment" ADD CONSTRAINT "energy_appointment_check" CHECK (
  "state" BETWEEN 0 AND 3 AND "end_time" > "start_time" AND ("state" = 2) = ("cancel_time" IS NOT NULL)
  AND ("cancel_by" IS NULL OR "cancel_by" IN (1, 2)));
--> statement-breakpoint
-- A station's parking, spaces and reservations are its merchant's tenant data (the partner, group and platform read them through their scope).
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['energy_parking_setting', 'energy_park_space', 'energy_parking_record', 'energy_parking_payment', 'energy_appointment']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON energy_parking_setting, energy_park_space, energy_parking_record, energy_parking_payment, energy_appointment TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE energy_parking_record_no_seq, energy_parking_payment_no_seq, energy_appointment_no_seq, energy_parking_setting_id_seq, energy_park_space_id_seq, energy_parking_record_id_seq, energy_parking_payment_id_seq, energy_appointment_id_seq TO console_app;

CREATE SEQUENCE "public"."energy_payment_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."energy_replenish_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "energy_payment" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pay_no" text NOT NULL,
	"merchant" bigint NOT NULL,
	"replenish" bigint NOT NULL,
	"amount" integer NOT NULL,
	"pay_mode" smallint NOT NULL,
	"state" smallint NOT NULL,
	"settle_state" smallint DEFAULT 0 NOT NULL,
	"pay_time" timestamp with time zone,
	"settle_time" timestamp with time zone,
	"refund_reason" text DEFAULT '' NOT NULL,
	"review_state" smallint DEFAULT 0 NOT NULL,
	"reviewer" text DEFAULT '' NOT NULL,
	"review_time" timestamp with time zone,
	"review_note" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_replenish" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"merchant" bigint NOT NULL,
	"station" bigint NOT NULL,
	"device" bigint,
	"device_code" text NOT NULL,
	"port_no" smallint NOT NULL,
	"start_type" smallint NOT NULL,
	"card_no" text DEFAULT '' NOT NULL,
	"vin" text DEFAULT '' NOT NULL,
	"plate" text DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"meter_start" bigint NOT NULL,
	"meter_end" bigint,
	"energy_wh" integer DEFAULT 0 NOT NULL,
	"buckets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"elec_amount" integer DEFAULT 0 NOT NULL,
	"service_amount" integer DEFAULT 0 NOT NULL,
	"park_amount" integer DEFAULT 0 NOT NULL,
	"total_amount" integer DEFAULT 0 NOT NULL,
	"state" smallint NOT NULL,
	"stop_reason" smallint,
	"review_state" smallint DEFAULT 0 NOT NULL,
	"reviewer" text DEFAULT '' NOT NULL,
	"review_time" timestamp with time zone,
	"review_note" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_replenish_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"replenish" bigint NOT NULL,
	"kind" text NOT NULL,
	"log_time" timestamp with time zone NOT NULL,
	"meter_wh" bigint,
	"power_w" integer,
	"message" text DEFAULT '' NOT NULL,
	"operator" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "energy_payment" ADD CONSTRAINT "energy_payment_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_payment" ADD CONSTRAINT "energy_payment_replenish_energy_replenish_id_fk" FOREIGN KEY ("replenish") REFERENCES "public"."energy_replenish"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_replenish" ADD CONSTRAINT "energy_replenish_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_replenish" ADD CONSTRAINT "energy_replenish_station_energy_station_id_fk" FOREIGN KEY ("station") REFERENCES "public"."energy_station"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_replenish" ADD CONSTRAINT "energy_replenish_device_energy_device_id_fk" FOREIGN KEY ("device") REFERENCES "public"."energy_device"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_replenish_log" ADD CONSTRAINT "energy_replenish_log_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_replenish_log" ADD CONSTRAINT "energy_replenish_log_replenish_energy_replenish_id_fk" FOREIGN KEY ("replenish") REFERENCES "public"."energy_replenish"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "energy_payment_pay_no_uq" ON "energy_payment" USING btree ("pay_no");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_payment_replenish_uq" ON "energy_payment" USING btree ("replenish");--> statement-breakpoint
CREATE INDEX "energy_payment_merchant_idx" ON "energy_payment" USING btree ("merchant","create_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_replenish_order_no_uq" ON "energy_replenish" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "energy_replenish_merchant_idx" ON "energy_replenish" USING btree ("merchant","start_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "energy_replenish_station_idx" ON "energy_replenish" USING btree ("merchant","station","start_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "energy_replenish_device_idx" ON "energy_replenish" USING btree ("device");--> statement-breakpoint
CREATE INDEX "energy_replenish_station_fk_idx" ON "energy_replenish" USING btree ("station");--> statement-breakpoint
CREATE INDEX "energy_replenish_log_idx" ON "energy_replenish_log" USING btree ("merchant","replenish","log_time","id");--> statement-breakpoint
CREATE INDEX "energy_replenish_log_fk_idx" ON "energy_replenish_log" USING btree ("replenish");--> statement-breakpoint
-- ---- Hand-appended (energy orders slice): checks, tenancy and grants ------------------------------------------
ALTER TABLE "energy_replenish" ADD CONSTRAINT "energy_replenish_check" CHECK (
  "state" BETWEEN 0 AND 5 AND "start_type" BETWEEN 1 AND 4 AND "review_state" BETWEEN 0 AND 3
  AND ("stop_reason" IS NULL OR "stop_reason" BETWEEN 1 AND 7) AND "port_no" >= 1
  AND "energy_wh" >= 0 AND "elec_amount" >= 0 AND "service_amount" >= 0 AND "park_amount" >= 0
  AND "total_amount" = "elec_amount" + "service_amount" + "park_amount"
  AND ("end_time" IS NULL OR "end_time" >= "start_time") AND ("meter_end" IS NULL OR "meter_end" >= "meter_start")
  AND ("state" <> 1 OR "end_time" IS NULL) AND ("state" NOT IN (2, 3) OR "end_time" IS NOT NULL));
--> statement-breakpoint
ALTER TABLE "energy_replenish_log" ADD CONSTRAINT "energy_replenish_log_kind_check" CHECK ("kind" IN ('start', 'meter', 'stop', 'settle', 'review', 'fail', 'cancel'));
--> statement-breakpoint
ALTER TABLE "energy_payment" ADD CONSTRAINT "energy_payment_check" CHECK (
  "amount" > 0 AND "pay_mode" BETWEEN 1 AND 4 AND "state" BETWEEN 0 AND 3 AND "settle_state" IN (0, 1) AND "review_state" BETWEEN 0 AND 3
  AND ("settle_state" = 0 OR ("state" = 1 AND "settle_time" IS NOT NULL))
  AND ("state" NOT IN (1, 3) OR "pay_time" IS NOT NULL));
--> statement-breakpoint
-- Sessions, their logs and payments are their merchant's tenant data (the partner, group and platform read them through their scope).
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['energy_replenish', 'energy_replenish_log', 'energy_payment']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON energy_replenish, energy_replenish_log, energy_payment TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE energy_replenish_no_seq, energy_payment_no_seq, energy_replenish_id_seq, energy_replenish_log_id_seq, energy_payment_id_seq TO console_app;

CREATE TABLE "energy_device_policy" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"station" bigint NOT NULL,
	"kind" text NOT NULL,
	"threshold" integer NOT NULL,
	"action" smallint NOT NULL,
	"status" smallint NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_quantity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"station" bigint NOT NULL,
	"replenish" bigint NOT NULL,
	"order_no" text NOT NULL,
	"device_code" text NOT NULL,
	"port_no" smallint NOT NULL,
	"record_time" timestamp with time zone NOT NULL,
	"meter_start" bigint NOT NULL,
	"meter_end" bigint NOT NULL,
	"energy_wh" integer NOT NULL,
	"loss_ratio" integer NOT NULL,
	"loss_wh" integer NOT NULL,
	"loss_amount" integer NOT NULL,
	"sync_state" smallint DEFAULT 0 NOT NULL,
	"sync_time" timestamp with time zone,
	"sync_message" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_quantity_rt" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"station" bigint NOT NULL,
	"enabled" boolean NOT NULL,
	"loss_ratio" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_wallet_auth" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"institution" bigint NOT NULL,
	"wallet" bigint NOT NULL,
	"wallet_no" text NOT NULL,
	"daily_limit" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "energy_device_policy" ADD CONSTRAINT "energy_device_policy_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_device_policy" ADD CONSTRAINT "energy_device_policy_station_energy_station_id_fk" FOREIGN KEY ("station") REFERENCES "public"."energy_station"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_quantity" ADD CONSTRAINT "energy_quantity_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_quantity" ADD CONSTRAINT "energy_quantity_station_energy_station_id_fk" FOREIGN KEY ("station") REFERENCES "public"."energy_station"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_quantity" ADD CONSTRAINT "energy_quantity_replenish_energy_replenish_id_fk" FOREIGN KEY ("replenish") REFERENCES "public"."energy_replenish"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_quantity_rt" ADD CONSTRAINT "energy_quantity_rt_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_quantity_rt" ADD CONSTRAINT "energy_quantity_rt_station_energy_station_id_fk" FOREIGN KEY ("station") REFERENCES "public"."energy_station"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_wallet_auth" ADD CONSTRAINT "energy_wallet_auth_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_wallet_auth" ADD CONSTRAINT "energy_wallet_auth_institution_merchant_id_fk" FOREIGN KEY ("institution") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_wallet_auth" ADD CONSTRAINT "energy_wallet_auth_wallet_wallet_id_fk" FOREIGN KEY ("wallet") REFERENCES "public"."wallet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "energy_device_policy_station_uq" ON "energy_device_policy" USING btree ("station","kind");--> statement-breakpoint
CREATE INDEX "energy_device_policy_merchant_idx" ON "energy_device_policy" USING btree ("merchant","station");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_quantity_replenish_uq" ON "energy_quantity" USING btree ("replenish");--> statement-breakpoint
CREATE INDEX "energy_quantity_merchant_idx" ON "energy_quantity" USING btree ("merchant","record_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "energy_quantity_station_idx" ON "energy_quantity" USING btree ("merchant","station","record_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "energy_quantity_station_fk_idx" ON "energy_quantity" USING btree ("station");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_quantity_rt_station_uq" ON "energy_quantity_rt" USING btree ("station");--> statement-breakpoint
CREATE INDEX "energy_quantity_rt_merchant_idx" ON "energy_quantity_rt" USING btree ("merchant","station");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_wallet_auth_uq" ON "energy_wallet_auth" USING btree ("merchant","wallet");--> statement-breakpoint
CREATE INDEX "energy_wallet_auth_merchant_idx" ON "energy_wallet_auth" USING btree ("merchant","create_time","id");--> statement-breakpoint
CREATE INDEX "energy_wallet_auth_wallet_idx" ON "energy_wallet_auth" USING btree ("wallet");--> statement-breakpoint
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['energy_quantity_rt', 'energy_quantity', 'energy_device_policy', 'energy_wallet_auth']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON energy_quantity_rt, energy_quantity, energy_device_policy, energy_wallet_auth TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE energy_quantity_rt_id_seq, energy_quantity_id_seq, energy_device_policy_id_seq, energy_wallet_auth_id_seq TO console_app;

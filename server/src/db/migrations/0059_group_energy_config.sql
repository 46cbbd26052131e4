CREATE TABLE "energy_station_channel" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"station" bigint NOT NULL,
	"mode" smallint NOT NULL,
	"payee" smallint,
	"payee_merchant" bigint,
	"channel" text DEFAULT '' NOT NULL,
	"mch_no" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "energy_station_channel_mode_ck" CHECK ("energy_station_channel"."mode" = 1 and "energy_station_channel"."payee" is null and "energy_station_channel"."channel" = '' and "energy_station_channel"."mch_no" = '' or "energy_station_channel"."mode" = 2 and "energy_station_channel"."payee" in (1, 2) and "energy_station_channel"."payee_merchant" is not null and "energy_station_channel"."channel" <> '' and "energy_station_channel"."mch_no" ~ '^[A-Za-z0-9]{6,32}$')
);
--> statement-breakpoint
CREATE TABLE "energy_station_charge" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"station" bigint NOT NULL,
	"max_power" integer NOT NULL,
	"max_energy" integer NOT NULL,
	"max_amount" integer NOT NULL,
	"stop_balance" integer NOT NULL,
	"full_stop" boolean NOT NULL,
	"trickle_power" integer NOT NULL,
	"trickle_minutes" integer NOT NULL,
	"user_sessions" smallint NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "energy_station_charge_ck" CHECK ("energy_station_charge"."max_power" between 0 and 600 and "energy_station_charge"."max_energy" between 0 and 500 and "energy_station_charge"."max_amount" between 0 and 100000 and "energy_station_charge"."stop_balance" between 0 and 10000 and "energy_station_charge"."trickle_power" between 1 and 100 and "energy_station_charge"."trickle_minutes" between 1 and 60 and "energy_station_charge"."user_sessions" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "energy_station_channel" ADD CONSTRAINT "energy_station_channel_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_station_channel" ADD CONSTRAINT "energy_station_channel_station_energy_station_id_fk" FOREIGN KEY ("station") REFERENCES "public"."energy_station"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_station_channel" ADD CONSTRAINT "energy_station_channel_payee_merchant_merchant_id_fk" FOREIGN KEY ("payee_merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_station_charge" ADD CONSTRAINT "energy_station_charge_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_station_charge" ADD CONSTRAINT "energy_station_charge_station_energy_station_id_fk" FOREIGN KEY ("station") REFERENCES "public"."energy_station"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "energy_station_channel_station_uq" ON "energy_station_channel" USING btree ("station");--> statement-breakpoint
CREATE INDEX "energy_station_channel_merchant_idx" ON "energy_station_channel" USING btree ("merchant","station");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_station_charge_station_uq" ON "energy_station_charge" USING btree ("station");--> statement-breakpoint
CREATE INDEX "energy_station_charge_merchant_idx" ON "energy_station_charge" USING btree ("merchant","station");--> statement-breakpoint
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['energy_station_channel', 'energy_station_charge']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON energy_station_channel, energy_station_charge TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE energy_station_channel_id_seq, energy_station_charge_id_seq TO console_app;

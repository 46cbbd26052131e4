CREATE TABLE "parking_collection" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"collection_no" text NOT NULL,
	"park_name" text NOT NULL,
	"region" text NOT NULL,
	"region_name" text NOT NULL,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"type" smallint NOT NULL,
	"total_space" integer NOT NULL,
	"charge_rule" text DEFAULT '' NOT NULL,
	"open_hours" text DEFAULT '' NOT NULL,
	"parking_system" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_mobile" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"collector" text NOT NULL,
	"collector_mobile" text DEFAULT '' NOT NULL,
	"collect_time" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"auditor" text DEFAULT '' NOT NULL,
	"audit_time" timestamp with time zone,
	"audit_remark" text DEFAULT '' NOT NULL,
	"other_park" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_other_park" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"park_name" text NOT NULL,
	"region" text NOT NULL,
	"region_name" text NOT NULL,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"type" smallint NOT NULL,
	"total_space" integer NOT NULL,
	"charge_rule" text DEFAULT '' NOT NULL,
	"open_hours" text DEFAULT '' NOT NULL,
	"parking_system" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_mobile" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_collection" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_passport" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"park" bigint NOT NULL,
	"passport_no" text NOT NULL,
	"plate" text NOT NULL,
	"plate_color" smallint DEFAULT 1 NOT NULL,
	"kind" smallint NOT NULL,
	"holder" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"issuer" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"revoker" text DEFAULT '' NOT NULL,
	"revoke_time" timestamp with time zone,
	"revoke_reason" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_vehicle_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"park" bigint NOT NULL,
	"gate" bigint NOT NULL,
	"direction" smallint NOT NULL,
	"plate" text NOT NULL,
	"plate_color" smallint NOT NULL,
	"car_type" smallint NOT NULL,
	"pass_time" timestamp with time zone NOT NULL,
	"record" bigint,
	"sender" text NOT NULL,
	"sender_merchant" bigint NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parking_collection" ADD CONSTRAINT "parking_collection_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_collection" ADD CONSTRAINT "parking_collection_other_park_parking_other_park_id_fk" FOREIGN KEY ("other_park") REFERENCES "public"."parking_other_park"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_other_park" ADD CONSTRAINT "parking_other_park_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_passport" ADD CONSTRAINT "parking_passport_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_passport" ADD CONSTRAINT "parking_passport_park_park_id_fk" FOREIGN KEY ("park") REFERENCES "public"."park"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_vehicle_message" ADD CONSTRAINT "parking_vehicle_message_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_vehicle_message" ADD CONSTRAINT "parking_vehicle_message_park_park_id_fk" FOREIGN KEY ("park") REFERENCES "public"."park"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_vehicle_message" ADD CONSTRAINT "parking_vehicle_message_gate_park_gate_id_fk" FOREIGN KEY ("gate") REFERENCES "public"."park_gate"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_vehicle_message" ADD CONSTRAINT "parking_vehicle_message_record_parking_record_id_fk" FOREIGN KEY ("record") REFERENCES "public"."parking_record"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_vehicle_message" ADD CONSTRAINT "parking_vehicle_message_sender_merchant_merchant_id_fk" FOREIGN KEY ("sender_merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parking_collection_no_uq" ON "parking_collection" USING btree ("collection_no");--> statement-breakpoint
CREATE INDEX "parking_collection_merchant_idx" ON "parking_collection" USING btree ("merchant","collect_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parking_collection_other_idx" ON "parking_collection" USING btree ("merchant","other_park");--> statement-breakpoint
CREATE INDEX "parking_other_park_merchant_idx" ON "parking_other_park" USING btree ("merchant","update_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "parking_other_park_name_uq" ON "parking_other_park" USING btree ("merchant",lower("park_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "parking_passport_no_uq" ON "parking_passport" USING btree ("passport_no");--> statement-breakpoint
CREATE INDEX "parking_passport_merchant_idx" ON "parking_passport" USING btree ("merchant","start_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parking_vehicle_message_merchant_idx" ON "parking_vehicle_message" USING btree ("merchant","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parking_vehicle_message_sender_idx" ON "parking_vehicle_message" USING btree ("sender_merchant","create_time" DESC NULLS LAST);--> statement-breakpoint
-- A collection is reviewed once: a reviewer and a time once reviewed, a reason of 2+ characters when rejected.
ALTER TABLE "parking_collection" ADD CONSTRAINT "parking_collection_status_ck" CHECK ("status" IN (0, 1, 2) AND ("status" = 0 OR ("auditor" <> '' AND "audit_time" IS NOT NULL)) AND ("status" <> 2 OR char_length("audit_remark") >= 2) AND ("status" <> 1 OR "other_park" IS NOT NULL));
--> statement-breakpoint
ALTER TABLE "parking_vehicle_message" ADD CONSTRAINT "parking_vehicle_message_direction_ck" CHECK ("direction" IN (1, 2));
--> statement-breakpoint
ALTER TABLE "parking_passport" ADD CONSTRAINT "parking_passport_period_ck" CHECK ("end_time" > "start_time" AND "status" IN (0, 1) AND ("status" = 1 OR "revoke_time" IS NOT NULL));
--> statement-breakpoint
-- The partner's tools are their merchant's tenant data.
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['parking_other_park', 'parking_collection', 'parking_vehicle_message', 'parking_passport']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON parking_other_park, parking_collection, parking_vehicle_message, parking_passport TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE parking_other_park_id_seq, parking_collection_id_seq, parking_vehicle_message_id_seq, parking_passport_id_seq TO console_app;

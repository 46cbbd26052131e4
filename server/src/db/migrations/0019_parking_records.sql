CREATE TABLE "park_gate" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"park" bigint NOT NULL,
	"name" text NOT NULL,
	"direction" smallint NOT NULL,
	"device_serial" text DEFAULT '' NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "park_space" (
	"park" bigint PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"free_space" integer NOT NULL,
	"operator" text NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_plate_update" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"park" bigint NOT NULL,
	"record" bigint NOT NULL,
	"old_plate" text NOT NULL,
	"new_plate" text NOT NULL,
	"plate_color" smallint NOT NULL,
	"reason" text NOT NULL,
	"operator" text NOT NULL,
	"operator_id" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"park" bigint NOT NULL,
	"plate" text NOT NULL,
	"plate_color" smallint NOT NULL,
	"car_type" smallint NOT NULL,
	"entry_time" timestamp with time zone NOT NULL,
	"entry_gate" bigint NOT NULL,
	"exit_time" timestamp with time zone,
	"exit_gate" bigint,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_release" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"park" bigint NOT NULL,
	"gate" bigint NOT NULL,
	"record" bigint,
	"plate" text DEFAULT '' NOT NULL,
	"plate_color" smallint DEFAULT 1 NOT NULL,
	"reason" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requested_by" text NOT NULL,
	"request_time" timestamp with time zone NOT NULL,
	"review_status" smallint DEFAULT 0 NOT NULL,
	"reviewer" text DEFAULT '' NOT NULL,
	"review_time" timestamp with time zone,
	"reject_reason" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "park_gate" ADD CONSTRAINT "park_gate_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "park_gate" ADD CONSTRAINT "park_gate_park_park_id_fk" FOREIGN KEY ("park") REFERENCES "public"."park"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "park_space" ADD CONSTRAINT "park_space_park_park_id_fk" FOREIGN KEY ("park") REFERENCES "public"."park"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "park_space" ADD CONSTRAINT "park_space_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_plate_update" ADD CONSTRAINT "parking_plate_update_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_plate_update" ADD CONSTRAINT "parking_plate_update_park_park_id_fk" FOREIGN KEY ("park") REFERENCES "public"."park"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_plate_update" ADD CONSTRAINT "parking_plate_update_record_parking_record_id_fk" FOREIGN KEY ("record") REFERENCES "public"."parking_record"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_record" ADD CONSTRAINT "parking_record_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_record" ADD CONSTRAINT "parking_record_park_park_id_fk" FOREIGN KEY ("park") REFERENCES "public"."park"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_record" ADD CONSTRAINT "parking_record_entry_gate_park_gate_id_fk" FOREIGN KEY ("entry_gate") REFERENCES "public"."park_gate"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_record" ADD CONSTRAINT "parking_record_exit_gate_park_gate_id_fk" FOREIGN KEY ("exit_gate") REFERENCES "public"."park_gate"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_release" ADD CONSTRAINT "parking_release_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_release" ADD CONSTRAINT "parking_release_park_park_id_fk" FOREIGN KEY ("park") REFERENCES "public"."park"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_release" ADD CONSTRAINT "parking_release_gate_park_gate_id_fk" FOREIGN KEY ("gate") REFERENCES "public"."park_gate"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_release" ADD CONSTRAINT "parking_release_record_parking_record_id_fk" FOREIGN KEY ("record") REFERENCES "public"."parking_record"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "park_gate_merchant_idx" ON "park_gate" USING btree ("merchant","park","id");--> statement-breakpoint
CREATE UNIQUE INDEX "park_gate_name_uq" ON "park_gate" USING btree ("park","name");--> statement-breakpoint
CREATE INDEX "parking_plate_update_merchant_idx" ON "parking_plate_update" USING btree ("merchant","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parking_plate_update_record_idx" ON "parking_plate_update" USING btree ("record");--> statement-breakpoint
CREATE INDEX "parking_record_park_idx" ON "parking_record" USING btree ("merchant","park","entry_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parking_record_merchant_idx" ON "parking_record" USING btree ("merchant","entry_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parking_record_in_lot_idx" ON "parking_record" USING btree ("merchant","park","entry_time" DESC NULLS LAST) WHERE "parking_record"."status" = 1;--> statement-breakpoint
CREATE INDEX "parking_release_merchant_idx" ON "parking_release" USING btree ("merchant","request_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parking_release_pending_idx" ON "parking_release" USING btree ("merchant") WHERE "parking_release"."review_status" = 0;--> statement-breakpoint
-- ---- Hand-appended (parking records slice): checks, tenancy and grants. ------------------------------------------
ALTER TABLE "park_gate" ADD CONSTRAINT "park_gate_direction_check" CHECK ("direction" in (1, 2, 3));
--> statement-breakpoint
ALTER TABLE "parking_record" ADD CONSTRAINT "parking_record_plate_color_check" CHECK ("plate_color" BETWEEN 1 AND 5);
--> statement-breakpoint
ALTER TABLE "parking_record" ADD CONSTRAINT "parking_record_car_type_check" CHECK ("car_type" BETWEEN 1 AND 4);
--> statement-breakpoint
-- In the lot: no exit yet; exited: an exit time not before the entry.
ALTER TABLE "parking_record" ADD CONSTRAINT "parking_record_status_check" CHECK (
  ("status" = 1 AND "exit_time" IS NULL AND "exit_gate" IS NULL) OR ("status" = 0 AND "exit_time" IS NOT NULL AND "exit_time" >= "entry_time"));
--> statement-breakpoint
ALTER TABLE "parking_plate_update" ADD CONSTRAINT "parking_plate_update_check" CHECK ("old_plate" <> "new_plate" AND length("reason") >= 2);
--> statement-breakpoint
-- A reviewed release names its reviewer and time; a rejected one its reason.
ALTER TABLE "parking_release" ADD CONSTRAINT "parking_release_review_check" CHECK (
  ("review_status" = 0 AND "review_time" IS NULL)
  OR ("review_status" = 1 AND "review_time" IS NOT NULL AND "reviewer" <> '')
  OR ("review_status" = 2 AND "review_time" IS NOT NULL AND "reviewer" <> '' AND length("reject_reason") >= 2));
--> statement-breakpoint
ALTER TABLE "parking_release" ADD CONSTRAINT "parking_release_plate_color_check" CHECK ("plate_color" BETWEEN 1 AND 5);
--> statement-breakpoint
ALTER TABLE "park_space" ADD CONSTRAINT "park_space_free_check" CHECK ("free_space" >= 0);
--> statement-breakpoint
-- Gates, records, corrections, releases and spaces are the park's merchant's tenant data; a partner, a group and the
-- platform reach them through their scope.
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['park_gate', 'parking_record', 'parking_plate_update', 'parking_release', 'park_space']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON park_gate, parking_record, parking_plate_update, parking_release, park_space TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE park_gate_id_seq, parking_record_id_seq, parking_plate_update_id_seq, parking_release_id_seq TO console_app;

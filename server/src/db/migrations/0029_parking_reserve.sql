CREATE SEQUENCE "public"."parking_reserve_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "parking_reserve" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reserve_no" text DEFAULT 'R' || to_char(now() at time zone 'UTC' + interval '8 hours', 'YYYYMMDD') || lpad(nextval('parking_reserve_no_seq')::text, 6, '0') NOT NULL,
	"merchant" bigint NOT NULL,
	"park" bigint NOT NULL,
	"plate" text NOT NULL,
	"plate_color" smallint DEFAULT 1 NOT NULL,
	"phone" text NOT NULL,
	"reserve_time" timestamp with time zone NOT NULL,
	"latest_arrival" timestamp with time zone NOT NULL,
	"arrive_time" timestamp with time zone,
	"record" bigint,
	"space_no" text DEFAULT '' NOT NULL,
	"prepaid" integer DEFAULT 0 NOT NULL,
	"refund" integer DEFAULT 0 NOT NULL,
	"refund_time" timestamp with time zone,
	"state" smallint DEFAULT 1 NOT NULL,
	"source" smallint DEFAULT 1 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"handler" text DEFAULT '' NOT NULL,
	"handle_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_reserve_appeal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"park" bigint NOT NULL,
	"reserve" bigint NOT NULL,
	"content" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reviewer" text DEFAULT '' NOT NULL,
	"review_time" timestamp with time zone,
	"reply" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_reserve_apply" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"park" bigint NOT NULL,
	"plate" text NOT NULL,
	"plate_color" smallint DEFAULT 1 NOT NULL,
	"phone" text NOT NULL,
	"reserve_time" timestamp with time zone NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reviewer" text DEFAULT '' NOT NULL,
	"review_time" timestamp with time zone,
	"reject_reason" text DEFAULT '' NOT NULL,
	"reserve" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_reserve_blacklist" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"park" bigint NOT NULL,
	"plate" text NOT NULL,
	"plate_color" smallint DEFAULT 1 NOT NULL,
	"reason" text NOT NULL,
	"source" smallint NOT NULL,
	"reserve" bigint,
	"operator" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_reserve_rt" (
	"park" bigint PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"spaces" integer NOT NULL,
	"hold_minutes" integer NOT NULL,
	"prepaid" integer DEFAULT 0 NOT NULL,
	"need_audit" boolean DEFAULT false NOT NULL,
	"no_show_limit" integer DEFAULT 0 NOT NULL,
	"no_show_days" integer DEFAULT 30 NOT NULL,
	"operator" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_reserve_rule" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"park" bigint NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parking_reserve" ADD CONSTRAINT "parking_reserve_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_reserve" ADD CONSTRAINT "parking_reserve_park_park_id_fk" FOREIGN KEY ("park") REFERENCES "public"."park"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_reserve" ADD CONSTRAINT "parking_reserve_record_parking_record_id_fk" FOREIGN KEY ("record") REFERENCES "public"."parking_record"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_reserve_appeal" ADD CONSTRAINT "parking_reserve_appeal_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_reserve_appeal" ADD CONSTRAINT "parking_reserve_appeal_park_park_id_fk" FOREIGN KEY ("park") REFERENCES "public"."park"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_reserve_appeal" ADD CONSTRAINT "parking_reserve_appeal_reserve_parking_reserve_id_fk" FOREIGN KEY ("reserve") REFERENCES "public"."parking_reserve"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_reserve_apply" ADD CONSTRAINT "parking_reserve_apply_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_reserve_apply" ADD CONSTRAINT "parking_reserve_apply_park_park_id_fk" FOREIGN KEY ("park") REFERENCES "public"."park"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_reserve_apply" ADD CONSTRAINT "parking_reserve_apply_reserve_parking_reserve_id_fk" FOREIGN KEY ("reserve") REFERENCES "public"."parking_reserve"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_reserve_blacklist" ADD CONSTRAINT "parking_reserve_blacklist_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_reserve_blacklist" ADD CONSTRAINT "parking_reserve_blacklist_park_park_id_fk" FOREIGN KEY ("park") REFERENCES "public"."park"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_reserve_blacklist" ADD CONSTRAINT "parking_reserve_blacklist_reserve_parking_reserve_id_fk" FOREIGN KEY ("reserve") REFERENCES "public"."parking_reserve"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_reserve_rt" ADD CONSTRAINT "parking_reserve_rt_park_park_id_fk" FOREIGN KEY ("park") REFERENCES "public"."park"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_reserve_rt" ADD CONSTRAINT "parking_reserve_rt_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_reserve_rule" ADD CONSTRAINT "parking_reserve_rule_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_reserve_rule" ADD CONSTRAINT "parking_reserve_rule_park_park_id_fk" FOREIGN KEY ("park") REFERENCES "public"."park"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parking_reserve_no_uq" ON "parking_reserve" USING btree ("reserve_no");--> statement-breakpoint
CREATE INDEX "parking_reserve_merchant_idx" ON "parking_reserve" USING btree ("merchant","reserve_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parking_reserve_park_idx" ON "parking_reserve" USING btree ("merchant","park","reserve_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parking_reserve_plate_idx" ON "parking_reserve" USING btree ("merchant","park","plate","reserve_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parking_reserve_appeal_merchant_idx" ON "parking_reserve_appeal" USING btree ("merchant","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parking_reserve_appeal_reserve_idx" ON "parking_reserve_appeal" USING btree ("merchant","reserve");--> statement-breakpoint
CREATE UNIQUE INDEX "parking_reserve_appeal_pending_uq" ON "parking_reserve_appeal" USING btree ("reserve") WHERE "parking_reserve_appeal"."status" = 0;--> statement-breakpoint
CREATE INDEX "parking_reserve_apply_merchant_idx" ON "parking_reserve_apply" USING btree ("merchant","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parking_reserve_apply_pending_idx" ON "parking_reserve_apply" USING btree ("merchant") WHERE "parking_reserve_apply"."status" = 0;--> statement-breakpoint
CREATE INDEX "parking_reserve_blacklist_merchant_idx" ON "parking_reserve_blacklist" USING btree ("merchant","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "parking_reserve_blacklist_plate_uq" ON "parking_reserve_blacklist" USING btree ("merchant","park","plate");--> statement-breakpoint
CREATE INDEX "parking_reserve_rt_merchant_idx" ON "parking_reserve_rt" USING btree ("merchant","park");--> statement-breakpoint
CREATE INDEX "parking_reserve_rule_park_idx" ON "parking_reserve_rule" USING btree ("merchant","park","id");--> statement-breakpoint
-- ---- Hand-appended (parking-reserve slice): checks, tenancy and grants. -----------------------------------------
ALTER TABLE "parking_reserve_rt" ADD CONSTRAINT "parking_reserve_rt_check" CHECK (
  "spaces" >= 1 AND "hold_minutes" BETWEEN 5 AND 240 AND "prepaid" BETWEEN 0 AND 100000
  AND "no_show_limit" BETWEEN 0 AND 10 AND "no_show_days" BETWEEN 1 AND 365);
--> statement-breakpoint
ALTER TABLE "parking_reserve_rule" ADD CONSTRAINT "parking_reserve_rule_check" CHECK (
  cardinality("weekdays") BETWEEN 1 AND 7 AND "weekdays" <@ ARRAY[1, 2, 3, 4, 5, 6, 7]::smallint[]
  AND "start_minute" >= 0 AND "end_minute" <= 1440 AND "start_minute" < "end_minute");
--> statement-breakpoint
-- The latest arrival follows the reserved time; an arrival names its time; a handled one its handler; a refund never
-- exceeds the prepaid and only a cancelled reservation has one.
ALTER TABLE "parking_reserve" ADD CONSTRAINT "parking_reserve_check" CHECK (
  "plate_color" BETWEEN 1 AND 5 AND "latest_arrival" > "reserve_time" AND "prepaid" >= 0 AND "source" IN (1, 2)
  AND "state" IN (1, 2, 3, 4) AND ("state" = 2) = ("arrive_time" IS NOT NULL)
  AND ("state" NOT IN (3, 4) OR ("handle_time" IS NOT NULL AND "handler" <> ''))
  AND "refund" BETWEEN 0 AND "prepaid" AND ("refund" = 0 OR "state" = 3));
--> statement-breakpoint
ALTER TABLE "parking_reserve_apply" ADD CONSTRAINT "parking_reserve_apply_check" CHECK (
  "plate_color" BETWEEN 1 AND 5
  AND (("status" = 0 AND "review_time" IS NULL)
    OR ("status" = 1 AND "review_time" IS NOT NULL AND "reviewer" <> '' AND "reserve" IS NOT NULL)
    OR ("status" = 2 AND "review_time" IS NOT NULL AND "reviewer" <> '' AND length("reject_reason") >= 2)));
--> statement-breakpoint
ALTER TABLE "parking_reserve_appeal" ADD CONSTRAINT "parking_reserve_appeal_check" CHECK (
  length("content") >= 2
  AND (("status" = 0 AND "review_time" IS NULL)
    OR ("status" IN (1, 2) AND "review_time" IS NOT NULL AND "reviewer" <> '' AND length("reply") >= 2)));
--> statement-breakpoint
ALTER TABLE "parking_reserve_blacklist" ADD CONSTRAINT "parking_reserve_blacklist_check" CHECK (
  "plate_color" BETWEEN 1 AND 5 AND "source" IN (1, 2) AND length("reason") >= 2);
--> statement-breakpoint
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['parking_reserve_rt', 'parking_reserve_rule', 'parking_reserve', 'parking_reserve_apply', 'parking_reserve_appeal', 'parking_reserve_blacklist']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON parking_reserve, parking_reserve_apply, parking_reserve_appeal TO console_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON parking_reserve_rt, parking_reserve_rule, parking_reserve_blacklist TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE parking_reserve_no_seq, parking_reserve_rule_id_seq, parking_reserve_id_seq, parking_reserve_apply_id_seq, parking_reserve_appeal_id_seq, parking_reserve_blacklist_id_seq TO console_app;

CREATE TABLE "parking_plate_list" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"park" bigint NOT NULL,
	"list" smallint NOT NULL,
	"plate" text NOT NULL,
	"plate_color" smallint DEFAULT 1 NOT NULL,
	"reason" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"operator" text NOT NULL,
	"operator_id" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_vip" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"park" bigint NOT NULL,
	"package" bigint NOT NULL,
	"plates" text[] NOT NULL,
	"plate_color" smallint DEFAULT 1 NOT NULL,
	"holder_name" text NOT NULL,
	"mobile" text NOT NULL,
	"space_no" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"pause_reason" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_vip_apply" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"park" bigint NOT NULL,
	"package" bigint NOT NULL,
	"plates" text[] NOT NULL,
	"plate_color" smallint DEFAULT 1 NOT NULL,
	"holder_name" text NOT NULL,
	"mobile" text NOT NULL,
	"space_no" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reviewer" text DEFAULT '' NOT NULL,
	"review_time" timestamp with time zone,
	"reject_reason" text DEFAULT '' NOT NULL,
	"vip" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_vip_package" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"park" bigint NOT NULL,
	"name" text NOT NULL,
	"period_months" smallint NOT NULL,
	"price" integer NOT NULL,
	"time_range" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_vip_renewal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"vip" bigint NOT NULL,
	"periods" smallint NOT NULL,
	"months" smallint NOT NULL,
	"amount" integer NOT NULL,
	"pay_type" smallint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"operator" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parking_plate_list" ADD CONSTRAINT "parking_plate_list_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_plate_list" ADD CONSTRAINT "parking_plate_list_park_park_id_fk" FOREIGN KEY ("park") REFERENCES "public"."park"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_vip" ADD CONSTRAINT "parking_vip_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_vip" ADD CONSTRAINT "parking_vip_park_park_id_fk" FOREIGN KEY ("park") REFERENCES "public"."park"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_vip" ADD CONSTRAINT "parking_vip_package_parking_vip_package_id_fk" FOREIGN KEY ("package") REFERENCES "public"."parking_vip_package"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_vip_apply" ADD CONSTRAINT "parking_vip_apply_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_vip_apply" ADD CONSTRAINT "parking_vip_apply_park_park_id_fk" FOREIGN KEY ("park") REFERENCES "public"."park"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_vip_apply" ADD CONSTRAINT "parking_vip_apply_package_parking_vip_package_id_fk" FOREIGN KEY ("package") REFERENCES "public"."parking_vip_package"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_vip_apply" ADD CONSTRAINT "parking_vip_apply_vip_parking_vip_id_fk" FOREIGN KEY ("vip") REFERENCES "public"."parking_vip"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_vip_package" ADD CONSTRAINT "parking_vip_package_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_vip_package" ADD CONSTRAINT "parking_vip_package_park_park_id_fk" FOREIGN KEY ("park") REFERENCES "public"."park"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_vip_renewal" ADD CONSTRAINT "parking_vip_renewal_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_vip_renewal" ADD CONSTRAINT "parking_vip_renewal_vip_parking_vip_id_fk" FOREIGN KEY ("vip") REFERENCES "public"."parking_vip"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parking_plate_list_merchant_idx" ON "parking_plate_list" USING btree ("merchant","list","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "parking_plate_list_plate_uq" ON "parking_plate_list" USING btree ("merchant","park","plate");--> statement-breakpoint
CREATE INDEX "parking_vip_merchant_idx" ON "parking_vip" USING btree ("merchant","end_date","id");--> statement-breakpoint
CREATE INDEX "parking_vip_park_idx" ON "parking_vip" USING btree ("merchant","park","end_date","id");--> statement-breakpoint
CREATE INDEX "parking_vip_apply_merchant_idx" ON "parking_vip_apply" USING btree ("merchant","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parking_vip_package_merchant_idx" ON "parking_vip_package" USING btree ("merchant","park","id");--> statement-breakpoint
CREATE INDEX "parking_vip_renewal_vip_idx" ON "parking_vip_renewal" USING btree ("merchant","vip","id" DESC NULLS LAST);--> statement-breakpoint
-- ---- Hand-appended (vehicles slice): checks, tenancy and grants. ------------------------------------------------
ALTER TABLE "parking_vip_package" ADD CONSTRAINT "parking_vip_package_check" CHECK (
  "period_months" IN (1, 3, 6, 12) AND "price" >= 0 AND "time_range" IN (1, 2, 3) AND length("name") >= 2);
--> statement-breakpoint
-- 1–3 plates, a 11-digit mobile, an end not before the start; a paused card says why.
ALTER TABLE "parking_vip" ADD CONSTRAINT "parking_vip_check" CHECK (
  cardinality("plates") BETWEEN 1 AND 3 AND "plate_color" BETWEEN 1 AND 5 AND "mobile" ~ '^1[3-9][0-9]{9}$'
  AND "end_date" >= "start_date" AND "status" IN (1, 2) AND ("status" = 1 OR length("pause_reason") >= 2));
--> statement-breakpoint
ALTER TABLE "parking_vip_renewal" ADD CONSTRAINT "parking_vip_renewal_check" CHECK (
  "periods" BETWEEN 1 AND 12 AND "months" >= 1 AND "amount" >= 0 AND "pay_type" IN (1, 2, 4, 11) AND "end_date" >= "start_date");
--> statement-breakpoint
-- A reviewed application names its reviewer and time; an approved one its card (until the card is deleted), a
-- rejected one its reason.
ALTER TABLE "parking_vip_apply" ADD CONSTRAINT "parking_vip_apply_check" CHECK (
  cardinality("plates") BETWEEN 1 AND 3 AND "plate_color" BETWEEN 1 AND 5
  AND (("status" = 0 AND "review_time" IS NULL)
    OR ("status" = 1 AND "review_time" IS NOT NULL AND "reviewer" <> '')
    OR ("status" = 2 AND "review_time" IS NOT NULL AND "reviewer" <> '' AND length("reject_reason") >= 2)));
--> statement-breakpoint
-- Permanent (no dates) or a period (both dates, start ≤ end).
ALTER TABLE "parking_plate_list" ADD CONSTRAINT "parking_plate_list_check" CHECK (
  "list" IN (1, 2) AND "plate_color" BETWEEN 1 AND 5 AND length("reason") >= 2
  AND (("start_date" IS NULL AND "end_date" IS NULL) OR ("start_date" IS NOT NULL AND "end_date" IS NOT NULL AND "end_date" >= "start_date")));
--> statement-breakpoint
-- Packages, cards, renewals, applications and plate lists are the park's merchant's tenant data.
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['parking_vip_package', 'parking_vip', 'parking_vip_renewal', 'parking_vip_apply', 'parking_plate_list']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON parking_vip_package, parking_vip_apply TO console_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON parking_vip, parking_vip_renewal, parking_plate_list TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE parking_vip_package_id_seq, parking_vip_id_seq, parking_vip_renewal_id_seq, parking_vip_apply_id_seq, parking_plate_list_id_seq TO console_app;

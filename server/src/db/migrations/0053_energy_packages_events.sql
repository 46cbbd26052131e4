CREATE SEQUENCE "public"."energy_package_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "energy_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"station" bigint NOT NULL,
	"name" text NOT NULL,
	"kind" smallint NOT NULL,
	"value" integer NOT NULL,
	"threshold" integer DEFAULT 0 NOT NULL,
	"audience" smallint NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"budget" integer DEFAULT 0 NOT NULL,
	"per_user_limit" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_event_crowd" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"event" bigint NOT NULL,
	"name" text NOT NULL,
	"rule" smallint NOT NULL,
	"days" integer DEFAULT 0 NOT NULL,
	"charge_times" integer DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_event_user" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"event" bigint NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"mobile" text NOT NULL,
	"plate" text DEFAULT '' NOT NULL,
	"source" smallint DEFAULT 1 NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"last_use_time" timestamp with time zone,
	"notes" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_package" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"package_no" text NOT NULL,
	"merchant" bigint NOT NULL,
	"station" bigint NOT NULL,
	"package_type" bigint NOT NULL,
	"name" text NOT NULL,
	"kind" smallint NOT NULL,
	"quota" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"mobile" text NOT NULL,
	"plate" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"pay_mode" smallint NOT NULL,
	"pay_time" timestamp with time zone NOT NULL,
	"expire_time" timestamp with time zone NOT NULL,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"refund_reason" text DEFAULT '' NOT NULL,
	"refunder" text DEFAULT '' NOT NULL,
	"refund_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_package_type" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"station" bigint NOT NULL,
	"name" text NOT NULL,
	"kind" smallint NOT NULL,
	"quota" integer NOT NULL,
	"valid_days" integer NOT NULL,
	"price" integer NOT NULL,
	"original_price" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"per_user_limit" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "energy_event" ADD CONSTRAINT "energy_event_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_event" ADD CONSTRAINT "energy_event_station_energy_station_id_fk" FOREIGN KEY ("station") REFERENCES "public"."energy_station"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_event_crowd" ADD CONSTRAINT "energy_event_crowd_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_event_crowd" ADD CONSTRAINT "energy_event_crowd_event_energy_event_id_fk" FOREIGN KEY ("event") REFERENCES "public"."energy_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_event_user" ADD CONSTRAINT "energy_event_user_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_event_user" ADD CONSTRAINT "energy_event_user_event_energy_event_id_fk" FOREIGN KEY ("event") REFERENCES "public"."energy_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_package" ADD CONSTRAINT "energy_package_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_package" ADD CONSTRAINT "energy_package_station_energy_station_id_fk" FOREIGN KEY ("station") REFERENCES "public"."energy_station"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_package" ADD CONSTRAINT "energy_package_package_type_energy_package_type_id_fk" FOREIGN KEY ("package_type") REFERENCES "public"."energy_package_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_package_type" ADD CONSTRAINT "energy_package_type_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_package_type" ADD CONSTRAINT "energy_package_type_station_energy_station_id_fk" FOREIGN KEY ("station") REFERENCES "public"."energy_station"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "energy_event_merchant_idx" ON "energy_event" USING btree ("merchant","station","create_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "energy_event_crowd_merchant_idx" ON "energy_event_crowd" USING btree ("merchant","event","create_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_event_crowd_name_uq" ON "energy_event_crowd" USING btree ("event",lower("name"));--> statement-breakpoint
CREATE INDEX "energy_event_user_merchant_idx" ON "energy_event_user" USING btree ("merchant","event","create_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_event_user_mobile_uq" ON "energy_event_user" USING btree ("event","mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_package_no_uq" ON "energy_package" USING btree ("package_no");--> statement-breakpoint
CREATE INDEX "energy_package_merchant_idx" ON "energy_package" USING btree ("merchant","pay_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "energy_package_station_idx" ON "energy_package" USING btree ("merchant","station","pay_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "energy_package_type_idx" ON "energy_package" USING btree ("package_type");--> statement-breakpoint
CREATE INDEX "energy_package_type_merchant_idx" ON "energy_package_type" USING btree ("merchant","station","create_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_package_type_name_uq" ON "energy_package_type" USING btree ("station",lower("name"));--> statement-breakpoint
-- ---- Hand-appended (energy charging packages and events): checks, tenancy and grants ------------------------------
ALTER TABLE "energy_package_type" ADD CONSTRAINT "energy_package_type_check" CHECK (
  "kind" IN (1, 2, 3) AND ("kind" = 3) = ("quota" = 0) AND "quota" >= 0 AND "valid_days" BETWEEN 1 AND 366
  AND "price" > 0 AND "original_price" >= 0 AND "stock" >= 0 AND "per_user_limit" >= 0 AND "status" IN (0, 1));
--> statement-breakpoint
ALTER TABLE "energy_package" ADD CONSTRAINT "energy_package_check" CHECK (
  "kind" IN (1, 2, 3) AND "amount" > 0 AND "used" >= 0 AND "pay_mode" BETWEEN 1 AND 4 AND "expire_time" > "pay_time"
  AND "refund_amount" BETWEEN 0 AND "amount" AND ("refund_amount" > 0) = ("refund_time" IS NOT NULL));
--> statement-breakpoint
ALTER TABLE "energy_event" ADD CONSTRAINT "energy_event_check" CHECK (
  "kind" IN (1, 2, 3) AND "audience" IN (1, 2, 3) AND "status" BETWEEN 0 AND 3 AND "end_time" > "start_time"
  AND "value" > 0 AND "threshold" >= 0 AND "budget" >= 0 AND "per_user_limit" >= 0
  AND ("kind" <> 1 OR "value" BETWEEN 10 AND 99) AND ("kind" <> 3 OR "value" < "threshold"));
--> statement-breakpoint
ALTER TABLE "energy_event_user" ADD CONSTRAINT "energy_event_user_check" CHECK ("source" IN (1, 2) AND "used_count" >= 0 AND "discount_amount" >= 0);
--> statement-breakpoint
ALTER TABLE "energy_event_crowd" ADD CONSTRAINT "energy_event_crowd_check" CHECK ("rule" BETWEEN 1 AND 4 AND "days" >= 0 AND "charge_times" >= 0);
--> statement-breakpoint
-- A station's packages, purchases, events and their users and crowds are its merchant's tenant data (the partner, group and platform read them through their scope).
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['energy_package_type', 'energy_package', 'energy_event', 'energy_event_user', 'energy_event_crowd']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON energy_package_type, energy_package, energy_event, energy_event_user, energy_event_crowd TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE energy_package_no_seq, energy_package_type_id_seq, energy_package_id_seq, energy_event_id_seq, energy_event_user_id_seq, energy_event_crowd_id_seq TO console_app;

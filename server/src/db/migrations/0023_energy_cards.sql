CREATE SEQUENCE "public"."energy_virtual_card_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "energy_card" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"card_no" text NOT NULL,
	"logical_no" text DEFAULT '' NOT NULL,
	"holder_name" text NOT NULL,
	"holder_mobile" text NOT NULL,
	"plate" text DEFAULT '' NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"daily_max_amount" integer,
	"max_power" integer,
	"start_time" text,
	"end_time" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_card_acl" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"card" bigint NOT NULL,
	"station" bigint NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "energy_card" ADD CONSTRAINT "energy_card_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_card_acl" ADD CONSTRAINT "energy_card_acl_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_card_acl" ADD CONSTRAINT "energy_card_acl_card_energy_card_id_fk" FOREIGN KEY ("card") REFERENCES "public"."energy_card"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_card_acl" ADD CONSTRAINT "energy_card_acl_station_energy_station_id_fk" FOREIGN KEY ("station") REFERENCES "public"."energy_station"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "energy_card_no_uq" ON "energy_card" USING btree ("kind","card_no");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_card_logical_uq" ON "energy_card" USING btree ("logical_no") WHERE "energy_card"."kind" = 1;--> statement-breakpoint
CREATE INDEX "energy_card_merchant_idx" ON "energy_card" USING btree ("merchant","kind","create_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_card_acl_uq" ON "energy_card_acl" USING btree ("card","station");--> statement-breakpoint
CREATE INDEX "energy_card_acl_merchant_idx" ON "energy_card_acl" USING btree ("merchant","card");--> statement-breakpoint
CREATE INDEX "energy_card_acl_station_idx" ON "energy_card_acl" USING btree ("station");--> statement-breakpoint
-- ---- Hand-appended (energy cards slice): checks, tenancy and grants ------------------------------------------
ALTER TABLE "energy_card" ADD CONSTRAINT "energy_card_kind_check" CHECK ("kind" in (1, 2, 3) AND "status" in (0, 1, 2) AND "balance" >= 0);
--> statement-breakpoint
ALTER TABLE "energy_card" ADD CONSTRAINT "energy_card_no_check" CHECK (
  ("kind" = 1 AND "card_no" ~ '^[0-9]{8,20}$' AND "logical_no" ~ '^[0-9A-F]{8,20}$')
  OR ("kind" = 2 AND "card_no" ~ '^[A-HJ-NPR-Z0-9]{17}$' AND "logical_no" = '')
  OR ("kind" = 3 AND "card_no" ~ '^VC[0-9]{8,12}$' AND "logical_no" = ''));
--> statement-breakpoint
ALTER TABLE "energy_card" ADD CONSTRAINT "energy_card_runtime_check" CHECK (
  ("daily_max_amount" IS NULL OR "daily_max_amount" > 0) AND ("max_power" IS NULL OR "max_power" BETWEEN 1000 AND 600000)
  AND ("start_time" IS NULL) = ("end_time" IS NULL) AND ("start_time" IS NULL OR "start_time" < "end_time"));
--> statement-breakpoint
-- Cards and their ACL are their merchant's tenant data (the partner, group and platform read them through their scope).
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['energy_card', 'energy_card_acl']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON energy_card, energy_card_acl TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE energy_virtual_card_seq, energy_card_id_seq, energy_card_acl_id_seq TO console_app;

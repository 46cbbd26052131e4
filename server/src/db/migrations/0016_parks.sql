CREATE SEQUENCE "public"."park_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "park" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"park_code" text DEFAULT 'P' || nextval('park_code_seq') NOT NULL,
	"park_uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"merchant" bigint NOT NULL,
	"park_name" text NOT NULL,
	"region" text NOT NULL,
	"region_name" text NOT NULL,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"type" smallint NOT NULL,
	"total_space" integer NOT NULL,
	"monthly_card_cap" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"apply_id" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "park_apply" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"submitter_merchant" bigint NOT NULL,
	"submitter" text NOT NULL,
	"park_name" text NOT NULL,
	"region" text NOT NULL,
	"region_name" text NOT NULL,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"type" smallint NOT NULL,
	"total_space" integer NOT NULL,
	"monthly_card_cap" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"auditor" text DEFAULT '' NOT NULL,
	"auditor_merchant" bigint,
	"audit_remark" text DEFAULT '' NOT NULL,
	"audit_time" timestamp with time zone,
	"park_code" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "park" ADD CONSTRAINT "park_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "park_apply" ADD CONSTRAINT "park_apply_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "park_apply" ADD CONSTRAINT "park_apply_submitter_merchant_merchant_id_fk" FOREIGN KEY ("submitter_merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "park_apply" ADD CONSTRAINT "park_apply_auditor_merchant_merchant_id_fk" FOREIGN KEY ("auditor_merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "park_code_uq" ON "park" USING btree ("park_code");--> statement-breakpoint
CREATE UNIQUE INDEX "park_uuid_uq" ON "park" USING btree ("park_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "park_name_uq" ON "park" USING btree ("merchant",lower("park_name"));--> statement-breakpoint
CREATE INDEX "park_merchant_idx" ON "park" USING btree ("merchant","create_time","id");--> statement-breakpoint
CREATE INDEX "park_apply_merchant_idx" ON "park_apply" USING btree ("merchant","create_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "park_apply_pending_uq" ON "park_apply" USING btree ("merchant",lower("park_name")) WHERE "park_apply"."status" = 0;
--> statement-breakpoint
ALTER TABLE "park" ADD CONSTRAINT "park_type_check" CHECK ("type" in (1, 2, 3));
--> statement-breakpoint
ALTER TABLE "park" ADD CONSTRAINT "park_status_check" CHECK ("status" in (0, 1));
--> statement-breakpoint
ALTER TABLE "park" ADD CONSTRAINT "park_space_check" CHECK ("total_space" > 0 AND "monthly_card_cap" >= 0 AND "monthly_card_cap" <= "total_space");
--> statement-breakpoint
ALTER TABLE "park" ADD CONSTRAINT "park_point_check" CHECK ("lat" BETWEEN -90 AND 90 AND "lng" BETWEEN -180 AND 180);
--> statement-breakpoint
ALTER TABLE "park_apply" ADD CONSTRAINT "park_apply_type_check" CHECK ("type" in (1, 2, 3));
--> statement-breakpoint
ALTER TABLE "park_apply" ADD CONSTRAINT "park_apply_status_check" CHECK ("status" in (-1, 0, 1));
--> statement-breakpoint
ALTER TABLE "park_apply" ADD CONSTRAINT "park_apply_space_check" CHECK ("total_space" > 0 AND "monthly_card_cap" >= 0 AND "monthly_card_cap" <= "total_space");
--> statement-breakpoint
-- Parks and applications are their merchant's (the applicant's) tenant data; a partner and the platform reach them
-- through their scope.
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['park', 'park_apply']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON park, park_apply TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE park_id_seq, park_apply_id_seq, park_code_seq TO console_app;

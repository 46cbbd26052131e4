CREATE TABLE "energy_software" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"name" text NOT NULL,
	"model" text NOT NULL,
	"version" text NOT NULL,
	"file_name" text NOT NULL,
	"file_link" text NOT NULL,
	"file_sha256" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_upgrade" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"software" bigint NOT NULL,
	"device" bigint NOT NULL,
	"device_code" text NOT NULL,
	"kind" smallint NOT NULL,
	"from_version" text NOT NULL,
	"to_version" text NOT NULL,
	"status" smallint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "energy_device" ADD COLUMN "software_version" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "energy_software" ADD CONSTRAINT "energy_software_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_upgrade" ADD CONSTRAINT "energy_upgrade_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_upgrade" ADD CONSTRAINT "energy_upgrade_software_energy_software_id_fk" FOREIGN KEY ("software") REFERENCES "public"."energy_software"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_upgrade" ADD CONSTRAINT "energy_upgrade_device_energy_device_id_fk" FOREIGN KEY ("device") REFERENCES "public"."energy_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "energy_software_version_uq" ON "energy_software" USING btree ("merchant","kind",lower("model"),lower("version"));--> statement-breakpoint
CREATE INDEX "energy_software_merchant_idx" ON "energy_software" USING btree ("merchant","kind","create_time","id");--> statement-breakpoint
CREATE INDEX "energy_upgrade_merchant_idx" ON "energy_upgrade" USING btree ("merchant","software","device","id");--> statement-breakpoint
CREATE INDEX "energy_upgrade_device_idx" ON "energy_upgrade" USING btree ("device","id");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_upgrade_running_uq" ON "energy_upgrade" USING btree ("device") WHERE "energy_upgrade"."status" in (1, 2, 3);--> statement-breakpoint
-- ---- Hand-appended (energy software slice): checks, tenancy and grants ---------------------------------------
ALTER TABLE "energy_software" ADD CONSTRAINT "energy_software_check" CHECK (
  "kind" in (1, 2) AND "status" in (0, 1) AND "version" ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$' AND "file_sha256" ~ '^[0-9a-f]{64}$');
--> statement-breakpoint
ALTER TABLE "energy_upgrade" ADD CONSTRAINT "energy_upgrade_check" CHECK ("kind" in (1, 2) AND "status" in (1, 2, 3, 4, 5));
--> statement-breakpoint
-- Versions and upgrade jobs are their merchant's tenant data (the partner, group and platform read them through their scope).
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['energy_software', 'energy_upgrade']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON energy_software, energy_upgrade TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE energy_software_id_seq, energy_upgrade_id_seq TO console_app;

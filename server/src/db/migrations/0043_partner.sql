CREATE TABLE "partner_software" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"partner" bigint NOT NULL,
	"type" text NOT NULL,
	"software" text NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"annual_fee" integer DEFAULT 0 NOT NULL,
	"install_fee" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_software" ADD CONSTRAINT "partner_software_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_software" ADD CONSTRAINT "partner_software_partner_merchant_id_fk" FOREIGN KEY ("partner") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_software_merchant_type_uq" ON "partner_software" USING btree ("merchant","type");--> statement-breakpoint
CREATE INDEX "partner_software_partner_idx" ON "partner_software" USING btree ("partner","type");--> statement-breakpoint
-- ---- Hand-appended (partner slice): checks, tenancy and grants --------------------------------------------------
ALTER TABLE "partner_software" ADD CONSTRAINT "partner_software_check" CHECK (
  "type" in ('parking', 'energy') AND "status" in (0, 1) AND "annual_fee" >= 0 AND "install_fee" >= 0
  AND ("end_date" IS NULL OR "end_date" >= "start_date") AND length("software") BETWEEN 2 AND 20);
--> statement-breakpoint
-- The customer's tenant data: its partner (and the platform) read it through their scope.
SELECT console_enable_tenancy('partner_software');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON partner_software TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE partner_software_id_seq TO console_app;

CREATE TABLE "bonus_partner_app" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"customer" bigint NOT NULL,
	"app_id" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_partner_plan" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"customer" bigint NOT NULL,
	"name" text NOT NULL,
	"event" bigint NOT NULL,
	"quota" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bonus_partner_app" ADD CONSTRAINT "bonus_partner_app_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_partner_app" ADD CONSTRAINT "bonus_partner_app_customer_merchant_id_fk" FOREIGN KEY ("customer") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_partner_app" ADD CONSTRAINT "bonus_partner_app_app_id_app_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."app"("app_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_partner_plan" ADD CONSTRAINT "bonus_partner_plan_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_partner_plan" ADD CONSTRAINT "bonus_partner_plan_customer_merchant_id_fk" FOREIGN KEY ("customer") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_partner_plan" ADD CONSTRAINT "bonus_partner_plan_event_fk" FOREIGN KEY ("merchant","event") REFERENCES "public"."bonus_event"("merchant","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_partner_app_uq" ON "bonus_partner_app" USING btree ("merchant","customer","app_id");--> statement-breakpoint
CREATE INDEX "bonus_partner_app_customer_idx" ON "bonus_partner_app" USING btree ("merchant","customer","id");--> statement-breakpoint
CREATE INDEX "bonus_partner_plan_customer_idx" ON "bonus_partner_plan" USING btree ("merchant","customer","id");--> statement-breakpoint
CREATE INDEX "bonus_grant_player_idx" ON "bonus_grant" USING btree ("player","merchant");--> statement-breakpoint
ALTER TABLE "bonus_partner_plan" ADD CONSTRAINT "bonus_partner_plan_period_check" CHECK (end_date >= start_date AND quota > 0);
--> statement-breakpoint
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['bonus_partner_plan', 'bonus_partner_app']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON bonus_partner_plan, bonus_partner_app TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE bonus_partner_plan_id_seq, bonus_partner_app_id_seq TO console_app;

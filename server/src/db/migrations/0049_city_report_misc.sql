CREATE TABLE "base_terminal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"sn" text NOT NULL,
	"type" smallint NOT NULL,
	"model" text NOT NULL,
	"vendor" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"firmware" text DEFAULT '' NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"last_online_time" timestamp with time zone,
	"bind_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "city_report" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"kind" text NOT NULL,
	"city" text NOT NULL,
	"platform_name" text NOT NULL,
	"endpoint" text NOT NULL,
	"account" text NOT NULL,
	"secret" text NOT NULL,
	"interval_minutes" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"last_report_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "city_report_kind_ck" CHECK ("city_report"."kind" in ('parking', 'energy'))
);
--> statement-breakpoint
CREATE TABLE "city_report_target" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"report" bigint NOT NULL,
	"code" text NOT NULL,
	"target_merchant" bigint NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_benefit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"benefit_no" text NOT NULL,
	"type" smallint NOT NULL,
	"product_name" text NOT NULL,
	"insurer" text NOT NULL,
	"policy_no" text NOT NULL,
	"holder_name" text NOT NULL,
	"holder_mobile" text NOT NULL,
	"plate" text DEFAULT '' NOT NULL,
	"trade_no" text DEFAULT '' NOT NULL,
	"coverage" bigint NOT NULL,
	"premium" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"claim_amount" bigint DEFAULT 0 NOT NULL,
	"claim_time" timestamp with time zone,
	"claim_remark" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_benefit_period_ck" CHECK ("insurance_benefit"."end_time" > "insurance_benefit"."start_time")
);
--> statement-breakpoint
ALTER TABLE "base_terminal" ADD CONSTRAINT "base_terminal_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_report" ADD CONSTRAINT "city_report_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_report_target" ADD CONSTRAINT "city_report_target_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_report_target" ADD CONSTRAINT "city_report_target_report_city_report_id_fk" FOREIGN KEY ("report") REFERENCES "public"."city_report"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_report_target" ADD CONSTRAINT "city_report_target_target_merchant_merchant_id_fk" FOREIGN KEY ("target_merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_benefit" ADD CONSTRAINT "insurance_benefit_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "base_terminal_sn_uq" ON "base_terminal" USING btree ("sn");--> statement-breakpoint
CREATE INDEX "base_terminal_merchant_idx" ON "base_terminal" USING btree ("merchant","id");--> statement-breakpoint
CREATE UNIQUE INDEX "city_report_city_uq" ON "city_report" USING btree ("merchant","kind","city");--> statement-breakpoint
CREATE INDEX "city_report_merchant_idx" ON "city_report" USING btree ("merchant","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "city_report_target_uq" ON "city_report_target" USING btree ("merchant","report","code");--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_benefit_no_uq" ON "insurance_benefit" USING btree ("benefit_no");--> statement-breakpoint
CREATE INDEX "insurance_benefit_merchant_idx" ON "insurance_benefit" USING btree ("merchant","create_time","id");--> statement-breakpoint
-- ---- Hand-appended (city reporting, terminals, insurance benefits): tenancy and grants ------------------------------
-- A reporting configuration and its parks/stations are the reporting party's; a terminal and a benefit their merchant's.
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['city_report', 'city_report_target', 'base_terminal', 'insurance_benefit']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON city_report, city_report_target, base_terminal, insurance_benefit TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE city_report_id_seq, city_report_target_id_seq, base_terminal_id_seq, insurance_benefit_id_seq TO console_app;

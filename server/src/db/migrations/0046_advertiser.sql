CREATE TABLE "ad_advertiser" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"account_merchant" bigint,
	"name" text NOT NULL,
	"short_name" text DEFAULT '' NOT NULL,
	"credit_code" text NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"contact_name" text NOT NULL,
	"contact_mobile" text NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"qualifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"recharge_total" bigint DEFAULT 0 NOT NULL,
	"spend_total" bigint DEFAULT 0 NOT NULL,
	"cpm_price" integer DEFAULT 0 NOT NULL,
	"cpc_price" integer DEFAULT 0 NOT NULL,
	"daily_budget" bigint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_advertiser_merchant_id_uq" UNIQUE("merchant","id"),
	CONSTRAINT "ad_advertiser_check" CHECK ("ad_advertiser"."status" in (0, 1) and "ad_advertiser"."balance" >= 0 and "ad_advertiser"."recharge_total" >= 0 and "ad_advertiser"."spend_total" >= 0
        and "ad_advertiser"."cpm_price" >= 0 and "ad_advertiser"."cpc_price" >= 0 and "ad_advertiser"."daily_budget" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ad_bill" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"account_merchant" bigint,
	"advertiser" bigint NOT NULL,
	"bill_no" text NOT NULL,
	"bill_date" date NOT NULL,
	"shows" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_bill_check" CHECK ("ad_bill"."status" in (0, 1) and "ad_bill"."shows" >= 0 and "ad_bill"."clicks" >= 0 and "ad_bill"."clicks" <= "ad_bill"."shows" and "ad_bill"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ad_expansion_demand" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"advertiser" bigint NOT NULL,
	"title" text NOT NULL,
	"regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"scenes" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"daily_shows" bigint NOT NULL,
	"budget" bigint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"audit_remark" text DEFAULT '' NOT NULL,
	"auditor" text DEFAULT '' NOT NULL,
	"audit_time" timestamp with time zone,
	"creator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_expansion_demand_check" CHECK ("ad_expansion_demand"."status" in (0, 1, 2) and "ad_expansion_demand"."daily_shows" > 0 and "ad_expansion_demand"."budget" > 0 and "ad_expansion_demand"."end_date" >= "ad_expansion_demand"."start_date")
);
--> statement-breakpoint
CREATE TABLE "ad_fund_flow" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"account_merchant" bigint,
	"advertiser" bigint NOT NULL,
	"type" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"method" smallint DEFAULT 0 NOT NULL,
	"serial_no" text DEFAULT '' NOT NULL,
	"voucher" text DEFAULT '' NOT NULL,
	"bill" bigint,
	"operator" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_fund_flow_check" CHECK ("ad_fund_flow"."type" between 1 and 3 and "ad_fund_flow"."balance_after" >= 0 and ("ad_fund_flow"."type" <> 1 or ("ad_fund_flow"."amount" > 0 and "ad_fund_flow"."method" between 1 and 4)))
);
--> statement-breakpoint
ALTER TABLE "ad_advertiser" ADD CONSTRAINT "ad_advertiser_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_advertiser" ADD CONSTRAINT "ad_advertiser_account_merchant_merchant_id_fk" FOREIGN KEY ("account_merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_bill" ADD CONSTRAINT "ad_bill_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_bill" ADD CONSTRAINT "ad_bill_account_merchant_merchant_id_fk" FOREIGN KEY ("account_merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_bill" ADD CONSTRAINT "ad_bill_advertiser_fk" FOREIGN KEY ("merchant","advertiser") REFERENCES "public"."ad_advertiser"("merchant","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_expansion_demand" ADD CONSTRAINT "ad_expansion_demand_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_expansion_demand" ADD CONSTRAINT "ad_expansion_demand_advertiser_fk" FOREIGN KEY ("merchant","advertiser") REFERENCES "public"."ad_advertiser"("merchant","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_fund_flow" ADD CONSTRAINT "ad_fund_flow_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_fund_flow" ADD CONSTRAINT "ad_fund_flow_account_merchant_merchant_id_fk" FOREIGN KEY ("account_merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_fund_flow" ADD CONSTRAINT "ad_fund_flow_advertiser_fk" FOREIGN KEY ("merchant","advertiser") REFERENCES "public"."ad_advertiser"("merchant","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_advertiser_merchant_idx" ON "ad_advertiser" USING btree ("merchant","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_advertiser_name_uq" ON "ad_advertiser" USING btree ("merchant",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "ad_advertiser_account_uq" ON "ad_advertiser" USING btree ("account_merchant") WHERE "ad_advertiser"."account_merchant" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_bill_day_uq" ON "ad_bill" USING btree ("merchant","advertiser","bill_date");--> statement-breakpoint
CREATE INDEX "ad_bill_account_idx" ON "ad_bill" USING btree ("account_merchant","bill_date");--> statement-breakpoint
CREATE INDEX "ad_expansion_demand_merchant_idx" ON "ad_expansion_demand" USING btree ("merchant","id");--> statement-breakpoint
CREATE INDEX "ad_expansion_demand_advertiser_idx" ON "ad_expansion_demand" USING btree ("merchant","advertiser","id");--> statement-breakpoint
CREATE INDEX "ad_fund_flow_advertiser_idx" ON "ad_fund_flow" USING btree ("merchant","advertiser","id");--> statement-breakpoint
CREATE INDEX "ad_fund_flow_account_idx" ON "ad_fund_flow" USING btree ("account_merchant","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_fund_flow_serial_uq" ON "ad_fund_flow" USING btree ("merchant","advertiser","serial_no") WHERE "ad_fund_flow"."type" = 1;--> statement-breakpoint
-- ---- Hand-appended (advertisers): tenancy and grants ------------------------------------------------------------
-- An account, its fund flow and its bills are the partner's (merchant) and the linked advertiser merchant's
-- (account_merchant): either may see them, as business_apply lets its applicant and its target.
CREATE FUNCTION console_enable_shared_tenancy(table_name text) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  mine text := 'CAST((SELECT coalesce(nullif(current_setting(''app.merchants'', true), ''''), ''{}'')) AS bigint[])';
  rule text := format('(SELECT coalesce(current_setting(''app.all_merchants'', true), '''') = ''on'') OR merchant = ANY (%s) OR account_merchant = ANY (%s)', mine, mine);
BEGIN
  EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', table_name);
  EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', table_name);
  EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (%s) WITH CHECK (%s)', table_name, rule, rule);
END $$;
--> statement-breakpoint
SELECT console_enable_shared_tenancy(t) FROM unnest(ARRAY['ad_advertiser', 'ad_fund_flow', 'ad_bill']) AS t;
--> statement-breakpoint
-- 拓量需求 are the partner's own.
SELECT console_enable_tenancy('ad_expansion_demand');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ad_advertiser, ad_fund_flow, ad_bill, ad_expansion_demand TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE ad_advertiser_id_seq, ad_fund_flow_id_seq, ad_bill_id_seq, ad_expansion_demand_id_seq TO console_app;

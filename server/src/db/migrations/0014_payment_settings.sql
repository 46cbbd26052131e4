CREATE TABLE "payment_bank" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_bank_branch" (
	"cnaps" text PRIMARY KEY NOT NULL,
	"bank" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sharding_receiver" (
	"merchant" bigint NOT NULL,
	"rule" bigint NOT NULL,
	"receiver" bigint NOT NULL,
	"ratio" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_sharding_receiver_pk" PRIMARY KEY("rule","receiver")
);
--> statement-breakpoint
CREATE TABLE "payment_sharding_rt" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"name" text NOT NULL,
	"business" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_sharding_rt_merchant_id_uq" UNIQUE("merchant","id")
);
--> statement-breakpoint
CREATE TABLE "payment_transfer_rt" (
	"merchant" bigint PRIMARY KEY NOT NULL,
	"apply" bigint NOT NULL,
	"approver" text NOT NULL,
	"approve_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_withdraw_apply" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"account_type" smallint NOT NULL,
	"account_name" text NOT NULL,
	"account_no" text NOT NULL,
	"bank" text NOT NULL,
	"branch_name" text NOT NULL,
	"branch_cnaps" text DEFAULT '' NOT NULL,
	"reserved_mobile" text DEFAULT '' NOT NULL,
	"proof" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mode" smallint NOT NULL,
	"cycle" text,
	"cycle_day" smallint,
	"min_amount" bigint NOT NULL,
	"retain_amount" bigint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"applicant" text NOT NULL,
	"applicant_merchant" bigint NOT NULL,
	"auditor" text DEFAULT '' NOT NULL,
	"audit_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_withdraw_apply_merchant_id_uq" UNIQUE("merchant","id")
);
--> statement-breakpoint
ALTER TABLE "payment_bank_branch" ADD CONSTRAINT "payment_bank_branch_bank_payment_bank_code_fk" FOREIGN KEY ("bank") REFERENCES "public"."payment_bank"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sharding_receiver" ADD CONSTRAINT "payment_sharding_receiver_receiver_merchant_id_fk" FOREIGN KEY ("receiver") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sharding_receiver" ADD CONSTRAINT "payment_sharding_receiver_rule_fk" FOREIGN KEY ("merchant","rule") REFERENCES "public"."payment_sharding_rt"("merchant","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sharding_rt" ADD CONSTRAINT "payment_sharding_rt_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transfer_rt" ADD CONSTRAINT "payment_transfer_rt_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transfer_rt" ADD CONSTRAINT "payment_transfer_rt_apply_fk" FOREIGN KEY ("merchant","apply") REFERENCES "public"."payment_withdraw_apply"("merchant","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_withdraw_apply" ADD CONSTRAINT "payment_withdraw_apply_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_withdraw_apply" ADD CONSTRAINT "payment_withdraw_apply_bank_payment_bank_code_fk" FOREIGN KEY ("bank") REFERENCES "public"."payment_bank"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_withdraw_apply" ADD CONSTRAINT "payment_withdraw_apply_applicant_merchant_merchant_id_fk" FOREIGN KEY ("applicant_merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_bank_branch_bank_idx" ON "payment_bank_branch" USING btree ("bank","city");--> statement-breakpoint
CREATE INDEX "payment_sharding_receiver_merchant_idx" ON "payment_sharding_receiver" USING btree ("merchant","rule");--> statement-breakpoint
CREATE INDEX "payment_sharding_rt_merchant_idx" ON "payment_sharding_rt" USING btree ("merchant","status","id");--> statement-breakpoint
CREATE INDEX "payment_withdraw_apply_merchant_idx" ON "payment_withdraw_apply" USING btree ("merchant","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_withdraw_apply_pending_uq" ON "payment_withdraw_apply" USING btree ("merchant") WHERE "payment_withdraw_apply"."status" = 0;
--> statement-breakpoint
ALTER TABLE "payment_withdraw_apply" ADD CONSTRAINT "payment_withdraw_apply_values_check" CHECK (
  "account_type" in (1, 2) AND "mode" in (1, 2) AND "status" in (0, 1, -1, -2)
  AND ("cycle" IS NULL OR "cycle" in ('daily', 'weekly', 'monthly'))
  AND ("mode" = 1 OR "cycle" IS NOT NULL)
  AND "min_amount" >= 100 AND "retain_amount" >= 0
);
--> statement-breakpoint
ALTER TABLE "payment_sharding_rt" ADD CONSTRAINT "payment_sharding_rt_status_check" CHECK ("status" in (0, 1));
--> statement-breakpoint
ALTER TABLE "payment_sharding_receiver" ADD CONSTRAINT "payment_sharding_receiver_ratio_check" CHECK ("ratio" BETWEEN 1 AND 10000 AND "receiver" <> "merchant");
--> statement-breakpoint
-- Submissions, settings in force and profit-sharing rules are their merchant's tenant data; those above it act
-- through their scope. The bank directory is reference data every caller reads.
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['payment_withdraw_apply', 'payment_transfer_rt', 'payment_sharding_rt', 'payment_sharding_receiver']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON payment_withdraw_apply, payment_transfer_rt TO console_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON payment_sharding_rt, payment_sharding_receiver TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE payment_withdraw_apply_id_seq, payment_sharding_rt_id_seq TO console_app;
--> statement-breakpoint
-- The banks of the CNAPS directory that settle merchants' accounts (code: the bank's usual abbreviation).
INSERT INTO payment_bank (code, name, sort) VALUES
  ('ICBC', '中国工商银行', 1), ('ABC', '中国农业银行', 2), ('BOC', '中国银行', 3), ('CCB', '中国建设银行', 4),
  ('BOCOM', '交通银行', 5), ('PSBC', '中国邮政储蓄银行', 6), ('CMB', '招商银行', 7), ('SPDB', '上海浦东发展银行', 8),
  ('CIB', '兴业银行', 9), ('CITIC', '中信银行', 10), ('CEB', '中国光大银行', 11), ('CMBC', '中国民生银行', 12),
  ('HXB', '华夏银行', 13), ('CGB', '广发银行', 14), ('PAB', '平安银行', 15), ('CZB', '浙商银行', 16),
  ('BHB', '渤海银行', 17), ('HFB', '恒丰银行', 18), ('BOB', '北京银行', 19), ('BOS', '上海银行', 20),
  ('NBCB', '宁波银行', 21), ('NJCB', '南京银行', 22), ('HZB', '杭州银行', 23), ('JSB', '江苏银行', 24),
  ('GZCB', '广州银行', 25), ('DGB', '东莞银行', 26), ('SRCB', '深圳农村商业银行', 27), ('WEBANK', '深圳前海微众银行', 28);

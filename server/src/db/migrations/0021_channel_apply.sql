CREATE TABLE "payment_channel" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category_id" smallint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_channel_apply" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"apply_no" text NOT NULL,
	"merchant" bigint NOT NULL,
	"partner" bigint NOT NULL,
	"channel" text NOT NULL,
	"category_id" smallint NOT NULL,
	"contract_type" smallint NOT NULL,
	"subject_name" text NOT NULL,
	"licence_no" text NOT NULL,
	"account_type" smallint NOT NULL,
	"account_name" text NOT NULL,
	"account_no" text NOT NULL,
	"bank" text NOT NULL,
	"branch_name" text NOT NULL,
	"branch_cnaps" text DEFAULT '' NOT NULL,
	"contact_name" text NOT NULL,
	"contact_telephone" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"apply_sign_url" text DEFAULT '' NOT NULL,
	"contract_no" text DEFAULT '' NOT NULL,
	"applicant" text NOT NULL,
	"auditor" text DEFAULT '' NOT NULL,
	"audit_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_channel_apply" ADD CONSTRAINT "payment_channel_apply_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_channel_apply" ADD CONSTRAINT "payment_channel_apply_partner_merchant_id_fk" FOREIGN KEY ("partner") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_channel_apply" ADD CONSTRAINT "payment_channel_apply_channel_payment_channel_code_fk" FOREIGN KEY ("channel") REFERENCES "public"."payment_channel"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_channel_apply" ADD CONSTRAINT "payment_channel_apply_bank_payment_bank_code_fk" FOREIGN KEY ("bank") REFERENCES "public"."payment_bank"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_channel_apply_no_uq" ON "payment_channel_apply" USING btree ("apply_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_channel_apply_merchant_channel_uq" ON "payment_channel_apply" USING btree ("merchant","channel");--> statement-breakpoint
CREATE INDEX "payment_channel_apply_merchant_idx" ON "payment_channel_apply" USING btree ("merchant","id");--> statement-breakpoint
CREATE INDEX "payment_channel_apply_merchant_status_idx" ON "payment_channel_apply" USING btree ("merchant","status","id");--> statement-breakpoint
-- ===== Hand-appended (支付进件, payment channel applications): checks, tenancy, grants, the channel catalogue =====
ALTER TABLE "payment_channel" ADD CONSTRAINT "payment_channel_category_check" CHECK ("category_id" BETWEEN 1 AND 3);
--> statement-breakpoint
ALTER TABLE "payment_channel_apply" ADD CONSTRAINT "payment_channel_apply_no_check" CHECK ("apply_no" ~ '^CA[0-9]{14}$');
--> statement-breakpoint
ALTER TABLE "payment_channel_apply" ADD CONSTRAINT "payment_channel_apply_status_check" CHECK ("status" IN (-1, 1, 2, 3, 4, 5));
--> statement-breakpoint
ALTER TABLE "payment_channel_apply" ADD CONSTRAINT "payment_channel_apply_kind_check" CHECK ("category_id" BETWEEN 1 AND 3 AND "contract_type" IN (1, 2) AND "account_type" IN (1, 2));
--> statement-breakpoint
-- 待签约 carries the channel's sign url and the contract number; 已驳回 and 异常 carry their reason.
ALTER TABLE "payment_channel_apply" ADD CONSTRAINT "payment_channel_apply_state_check" CHECK (
  ("status" <> 4 OR ("apply_sign_url" <> '' AND "contract_no" <> '')) AND ("status" NOT IN (-1, 3) OR "reason" <> ''));
--> statement-breakpoint
ALTER TABLE "payment_channel_apply" ADD CONSTRAINT "payment_channel_apply_account_check" CHECK ("account_no" ~ '^[0-9]{8,30}$' AND "branch_cnaps" ~ '^([0-9]{12})?$');
--> statement-breakpoint
-- Applications are the applying merchant's tenant data (its partner sees them through its scope).
SELECT console_enable_tenancy('payment_channel_apply');
--> statement-breakpoint
GRANT SELECT ON payment_channel TO console_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON payment_channel_apply TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE payment_channel_apply_id_seq TO console_app;
--> statement-breakpoint
-- The platform's channels (category 3: acquirers whose merchants sign an electronic contract).
INSERT INTO payment_channel (code, name, category_id, sort) VALUES
  ('WXPAY', '微信支付', 1, 1), ('ALIPAY', '支付宝', 1, 2), ('CMB', '招商银行聚合收款', 2, 3), ('CHINAUMS', '银联商务', 3, 4), ('LAKALA', '拉卡拉', 3, 5);

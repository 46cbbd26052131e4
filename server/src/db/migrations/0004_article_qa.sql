CREATE TABLE "article" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint,
	"key" text,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"category" bigint,
	"tags" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"crowds" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"publish_time" timestamp with time zone,
	"author" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_category" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_crowd" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"products" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_tag" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_complaint" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"no" text NOT NULL,
	"merchant" bigint NOT NULL,
	"manager" bigint NOT NULL,
	"manager_name" text DEFAULT '' NOT NULL,
	"session" text DEFAULT '' NOT NULL,
	"module" bigint,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"transcript" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"tags" bigint[] DEFAULT '{}' NOT NULL,
	"response" text DEFAULT '' NOT NULL,
	"responder" bigint,
	"responder_name" text DEFAULT '' NOT NULL,
	"respond_time" timestamp with time zone,
	"complete_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"manager" bigint NOT NULL,
	"session" text NOT NULL,
	"kind" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sender" bigint,
	"sender_name" text DEFAULT '' NOT NULL,
	"complaint" bigint,
	"read_status" smallint DEFAULT 1 NOT NULL,
	"feedback" smallint DEFAULT -1 NOT NULL,
	"stopped" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_tag" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article" ADD CONSTRAINT "article_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article" ADD CONSTRAINT "article_category_article_category_id_fk" FOREIGN KEY ("category") REFERENCES "public"."article_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_complaint" ADD CONSTRAINT "qa_complaint_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_message" ADD CONSTRAINT "qa_message_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "article_key_uq" ON "article" USING btree ("key");--> statement-breakpoint
CREATE INDEX "article_merchant_publish_idx" ON "article" USING btree ("merchant","status","publish_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "article_publish_idx" ON "article" USING btree ("publish_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "article_category_name_uq" ON "article_category" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "article_tag_name_uq" ON "article_tag" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "qa_complaint_no_uq" ON "qa_complaint" USING btree ("no");--> statement-breakpoint
CREATE INDEX "qa_complaint_merchant_idx" ON "qa_complaint" USING btree ("merchant","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "qa_complaint_status_idx" ON "qa_complaint" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "qa_message_merchant_manager_idx" ON "qa_message" USING btree ("merchant","manager","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "qa_message_merchant_session_idx" ON "qa_message" USING btree ("merchant","session","id");--> statement-breakpoint
CREATE UNIQUE INDEX "qa_tag_name_uq" ON "qa_tag" USING btree ("name");--> statement-breakpoint
ALTER TABLE "article" ADD CONSTRAINT "article_status_check" CHECK ("status" in (0, 1));
--> statement-breakpoint
ALTER TABLE "qa_complaint" ADD CONSTRAINT "qa_complaint_status_check" CHECK ("status" in ('open', 'responded', 'completed'));
--> statement-breakpoint
ALTER TABLE "qa_message" ADD CONSTRAINT "qa_message_kind_check" CHECK ("kind" in ('question', 'answer', 'transfer'));
--> statement-breakpoint
-- Complaints and chat messages are tenant data.
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['qa_complaint', 'qa_message']) AS t;
--> statement-breakpoint
-- Articles: a platform-wide article (merchant NULL) is read by every tenant, but only inside a transaction
-- that set its tenant (a transaction with no setting still sees nothing); a merchant's own article follows
-- the usual tenant rule, and so does every write (in practice only the platform operator writes).
ALTER TABLE "article" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "article" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY article_read ON "article" FOR SELECT USING (
  "merchant" IS NULL AND (SELECT coalesce(current_setting('app.all_merchants', true), '')) IN ('on', 'off')
);
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "article" USING (
  (SELECT coalesce(current_setting('app.all_merchants', true), '') = 'on')
  OR "merchant" = ANY (CAST((SELECT coalesce(nullif(current_setting('app.merchants', true), ''), '{}')) AS bigint[]))
) WITH CHECK (
  (SELECT coalesce(current_setting('app.all_merchants', true), '') = 'on')
  OR "merchant" = ANY (CAST((SELECT coalesce(nullif(current_setting('app.merchants', true), ''), '{}')) AS bigint[]))
);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON article, article_category, article_tag, article_crowd, qa_tag, qa_complaint, qa_message TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE article_id_seq, article_category_id_seq, article_tag_id_seq, qa_tag_id_seq, qa_complaint_id_seq, qa_message_id_seq TO console_app;
--> statement-breakpoint
-- The help centre's categories (also the support chat's modules), its audiences and the complaint tags.
INSERT INTO article_category (name, description, sort) VALUES
  ('账号与权限', '登录、密码、子账号、角色与权限', 10),
  ('停车场管理', '车场、车道、月卡、优惠券与停车订单', 20),
  ('充电运营', '充电站、充电桩、告警、电价与充电订单', 30),
  ('支付与结算', '支付通道、交易、对账、结算与提现', 40),
  ('电子发票', '开票申请、抬头、红冲与税控设备', 50),
  ('报表与导入导出', '报表中心、批量导入、导出任务', 60),
  ('消息与公告', '消息中心、平台公告与通知', 70),
  ('其他问题', '以上分类之外的问题', 90);
--> statement-breakpoint
INSERT INTO article_crowd (code, name, products, sort) VALUES
  ('parking-partner', '停车服务商', '{parking:partner:platform}', 10),
  ('parking-merchant', '停车场商户', '{parking:merchant:platform,parking:mcoupon:platform}', 20),
  ('parking-group', '停车集团', '{parking:group:platform}', 30),
  ('energy-partner', '充电服务商', '{energy:partner:platform}', 40),
  ('energy-merchant', '充电站商户', '{energy:merchant:platform}', 50),
  ('energy-group', '充电集团', '{energy:group:platform}', 60),
  ('payment', '支付商户与服务商', '{payment:partner:platform,payment:merchant:platform,payment:group:platform}', 70),
  ('invoice', '发票商户与服务商', '{invoice:merchant:platform,invoice:partner:platform}', 80),
  ('advertiser', '广告主与广告服务商', '{adverting:advertiser:platform,adverting:partner:platform}', 90);
--> statement-breakpoint
INSERT INTO qa_tag (name, color, sort) VALUES
  ('紧急', 1, 10),
  ('故障', 1, 20),
  ('咨询', 0, 30),
  ('账单', 0, 40),
  ('建议', 0, 50),
  ('已回访', 0, 60);

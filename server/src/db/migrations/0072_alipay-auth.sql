CREATE TABLE "payment_channel_auth" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"apply_no" text NOT NULL,
	"channel" text NOT NULL,
	"state_hash" text NOT NULL,
	"state_expire_time" timestamp with time zone NOT NULL,
	"state_used_time" timestamp with time zone,
	"status" smallint DEFAULT 0 NOT NULL,
	"issuer_merchant" bigint NOT NULL,
	"issuer_manager" bigint NOT NULL,
	"issuer" text NOT NULL,
	"alipay_user_id" text DEFAULT '' NOT NULL,
	"auth_app_id" text DEFAULT '' NOT NULL,
	"app_auth_token" text DEFAULT '' NOT NULL,
	"app_refresh_token" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"authorized_time" timestamp with time zone,
	"expire_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_channel_auth" ADD CONSTRAINT "payment_channel_auth_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_channel_auth" ADD CONSTRAINT "payment_channel_auth_channel_payment_channel_code_fk" FOREIGN KEY ("channel") REFERENCES "public"."payment_channel"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_channel_auth_state_uq" ON "payment_channel_auth" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "payment_channel_auth_apply_idx" ON "payment_channel_auth" USING btree ("merchant","apply_no","id" DESC NULLS LAST);--> statement-breakpoint
-- ---- Hand-appended (alipay-auth slice): checks, tenancy and grants --------------------------------------------------
ALTER TABLE "payment_channel_auth" ADD CONSTRAINT "payment_channel_auth_check" CHECK ("status" BETWEEN 0 AND 3 AND ("status" <> 1 OR ("alipay_user_id" <> '' AND "app_auth_token" <> '' AND "authorized_time" IS NOT NULL)) AND ("status" <> 2 OR "reason" <> ''));
--> statement-breakpoint
SELECT console_enable_tenancy('payment_channel_auth');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON payment_channel_auth TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE payment_channel_auth_id_seq TO console_app;

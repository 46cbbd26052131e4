CREATE TABLE "base_qrcode" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"purpose" smallint NOT NULL,
	"bind_merchant" bigint,
	"terminal_sn" text DEFAULT '' NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"batch_no" text DEFAULT '' NOT NULL,
	"status" smallint NOT NULL,
	"stop_reason" text DEFAULT '' NOT NULL,
	"stop_time" timestamp with time zone,
	"bind_time" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL,
	"creator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "base_qrcode_status_ck" CHECK ("base_qrcode"."status" in (-1, 0, 1)),
	CONSTRAINT "base_qrcode_bound_ck" CHECK ("base_qrcode"."status" <> 1 or "base_qrcode"."bind_merchant" is not null),
	CONSTRAINT "base_qrcode_terminal_ck" CHECK ("base_qrcode"."terminal_sn" = '' or "base_qrcode"."bind_merchant" is not null)
);
--> statement-breakpoint
ALTER TABLE "base_qrcode" ADD CONSTRAINT "base_qrcode_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_qrcode" ADD CONSTRAINT "base_qrcode_bind_merchant_merchant_id_fk" FOREIGN KEY ("bind_merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "base_qrcode_code_uq" ON "base_qrcode" USING btree ("code");--> statement-breakpoint
CREATE INDEX "base_qrcode_merchant_idx" ON "base_qrcode" USING btree ("merchant","status","id");--> statement-breakpoint
CREATE INDEX "base_qrcode_batch_idx" ON "base_qrcode" USING btree ("merchant","batch_no");--> statement-breakpoint
SELECT console_enable_tenancy('base_qrcode');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON base_qrcode TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE base_qrcode_id_seq TO console_app;

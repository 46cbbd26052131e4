CREATE TABLE "product" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"platform" boolean DEFAULT false NOT NULL,
	"builtin" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subject" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"credit_code" text NOT NULL,
	"legal_person" text NOT NULL,
	"legal_person_mobile" text DEFAULT '' NOT NULL,
	"licence_image" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"audit_remark" text DEFAULT '' NOT NULL,
	"audit_time" timestamp with time zone,
	"auditor" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "short_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "contact_mobile" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "region" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "service_level" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_product" ADD COLUMN "contract_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_product" ADD COLUMN "grantor" bigint;--> statement-breakpoint
ALTER TABLE "subject" ADD CONSTRAINT "subject_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subject_merchant_uq" ON "subject" USING btree ("merchant");--> statement-breakpoint
CREATE INDEX "subject_status_idx" ON "subject" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "merchant_kind_idx" ON "merchant" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "merchant_product_product_idx" ON "merchant_product" USING btree ("product","merchant");
--> statement-breakpoint
-- Merchant numbers of merchants created in the console (the demo and imports use numbers below 200000).
CREATE SEQUENCE IF NOT EXISTS merchant_number_seq START 200001;
--> statement-breakpoint
-- Subjects are tenant data; the product catalogue is the platform's (readable by everyone, changed by the operator's calls).
SELECT console_enable_tenancy('subject');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON product, subject TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE subject_id_seq, merchant_number_seq TO console_app;

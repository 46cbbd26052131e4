CREATE TABLE "bucket" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"extensions" text[] NOT NULL,
	"max_bytes" bigint NOT NULL,
	"builtin" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_kv" (
	"merchant" bigint NOT NULL,
	"key" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_kv_merchant_key_pk" PRIMARY KEY("merchant","key")
);
--> statement-breakpoint
ALTER TABLE "app_metadata" ADD COLUMN "update_time" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "storage_kv" ADD CONSTRAINT "storage_kv_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bucket_name_uq" ON "bucket" USING btree ("name");--> statement-breakpoint
CREATE INDEX "storage_kv_merchant_time_idx" ON "storage_kv" USING btree ("merchant","update_time");
--> statement-breakpoint
-- Key-value settings are tenant data; buckets are the platform's (read by every upload, changed by the operator's calls only).
SELECT console_enable_tenancy('storage_kv');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON bucket, storage_kv TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE bucket_id_seq TO console_app;
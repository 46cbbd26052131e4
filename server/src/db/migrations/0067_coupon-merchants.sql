CREATE TABLE "mcoupon_merchant" (
	"merchant" bigint PRIMARY KEY NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mcoupon_merchant" ADD CONSTRAINT "mcoupon_merchant_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- ---- Hand-appended (coupon-merchants slice): checks, tenancy and grants --------------------------------------------
ALTER TABLE "mcoupon_merchant" ADD CONSTRAINT "mcoupon_merchant_check" CHECK ("status" in (0, 1) AND "contact_phone" ~ '^1[0-9]{10}$' AND char_length("contact_name") BETWEEN 2 AND 20);
--> statement-breakpoint
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['mcoupon_merchant']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON mcoupon_merchant TO console_app;

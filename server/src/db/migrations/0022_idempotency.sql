CREATE TABLE "idempotency_key" (
	"merchant" bigint NOT NULL,
	"call" text NOT NULL,
	"key" text NOT NULL,
	"body_hash" text NOT NULL,
	"reply" jsonb,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_key_merchant_call_key_pk" PRIMARY KEY("merchant","call","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_key_time_idx" ON "idempotency_key" USING btree ("create_time");--> statement-breakpoint
-- ---- Hand-appended: tenancy and grants. A key is its caller's merchant's (the operation's transaction includes it).
SELECT console_enable_tenancy('idempotency_key');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON idempotency_key TO console_app;

CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"actor_merchant" bigint NOT NULL,
	"manager" bigint NOT NULL,
	"manager_name" text NOT NULL,
	"call" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_name" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"seqno" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_merchant_idx" ON "audit_log" USING btree ("merchant","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("merchant","target_type","target_id","id" DESC NULLS LAST);
--> statement-breakpoint
-- The record's merchant (or the actor's) sees its entries; the app may add entries and read them, never
-- change or remove one.
SELECT console_enable_tenancy('audit_log');
--> statement-breakpoint
-- (New tables get every privilege by default: take back changing and removing.)
REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM console_app;
--> statement-breakpoint
GRANT SELECT, INSERT ON audit_log TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE audit_log_id_seq TO console_app;

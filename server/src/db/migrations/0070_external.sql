CREATE TABLE "external_session" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"ticket" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"expire_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_ticket" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"issuer" bigint NOT NULL,
	"issuer_merchant" bigint NOT NULL,
	"scope" text NOT NULL,
	"apply_no" text DEFAULT '' NOT NULL,
	"token_hash" text NOT NULL,
	"expire_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "external_session" ADD CONSTRAINT "external_session_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_session" ADD CONSTRAINT "external_session_ticket_external_ticket_id_fk" FOREIGN KEY ("ticket") REFERENCES "public"."external_ticket"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_ticket" ADD CONSTRAINT "external_ticket_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_ticket" ADD CONSTRAINT "external_ticket_issuer_manager_id_fk" FOREIGN KEY ("issuer") REFERENCES "public"."manager"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_ticket" ADD CONSTRAINT "external_ticket_issuer_merchant_merchant_id_fk" FOREIGN KEY ("issuer_merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "external_session_hash_uq" ON "external_session" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "external_session_ticket_idx" ON "external_session" USING btree ("merchant","ticket");--> statement-breakpoint
CREATE UNIQUE INDEX "external_ticket_hash_uq" ON "external_ticket" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "external_ticket_merchant_idx" ON "external_ticket" USING btree ("merchant","id");--> statement-breakpoint
-- ---- Hand-appended (external slice): checks, tenancy and grants ---------------------------------------------------
ALTER TABLE "external_ticket" ADD CONSTRAINT "external_ticket_check" CHECK ("scope" in ('payment_channel_apply') AND "expire_at" > "create_time");
--> statement-breakpoint
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['external_ticket', 'external_session']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON external_ticket, external_session TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE external_ticket_id_seq, external_session_id_seq TO console_app;

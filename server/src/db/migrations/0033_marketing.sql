CREATE TABLE "bonus_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"name" text NOT NULL,
	"type" smallint NOT NULL,
	"issuer" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"player_limit" integer DEFAULT 1 NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"creator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_event_merchant_id_key" UNIQUE("merchant","id")
);
--> statement-breakpoint
CREATE TABLE "bonus_grant" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"event" bigint NOT NULL,
	"value" bigint NOT NULL,
	"player" bigint NOT NULL,
	"player_name" text NOT NULL,
	"source" smallint NOT NULL,
	"voucher" text DEFAULT '' NOT NULL,
	"issuer" text DEFAULT '' NOT NULL,
	"expire_date" date NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_player" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"event" bigint NOT NULL,
	"player" bigint NOT NULL,
	"player_name" text NOT NULL,
	"issuer" text DEFAULT '' NOT NULL,
	"voucher" text DEFAULT '' NOT NULL,
	"granted" boolean NOT NULL,
	"grant" bigint,
	"reason" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_token" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"batch" bigint NOT NULL,
	"code" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"player" bigint,
	"player_name" text DEFAULT '' NOT NULL,
	"redeem_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bonus_token_batch" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"event" bigint NOT NULL,
	"value" bigint NOT NULL,
	"name" text NOT NULL,
	"count" integer NOT NULL,
	"expire_date" date NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_token_batch_merchant_id_key" UNIQUE("merchant","id")
);
--> statement-breakpoint
CREATE TABLE "bonus_value" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"event" bigint NOT NULL,
	"name" text NOT NULL,
	"kind" smallint NOT NULL,
	"amount" integer NOT NULL,
	"valid_days" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"granted" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"remaining" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"audit_status" smallint DEFAULT 1 NOT NULL,
	"audit_reason" text DEFAULT '' NOT NULL,
	"auditor" text DEFAULT '' NOT NULL,
	"audit_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_value_merchant_id_key" UNIQUE("merchant","id")
);
--> statement-breakpoint
CREATE TABLE "bonus_value_stock" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"value" bigint NOT NULL,
	"count" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bonus_event" ADD CONSTRAINT "bonus_event_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grant" ADD CONSTRAINT "bonus_grant_value_fk" FOREIGN KEY ("merchant","value") REFERENCES "public"."bonus_value"("merchant","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_player" ADD CONSTRAINT "bonus_player_event_fk" FOREIGN KEY ("merchant","event") REFERENCES "public"."bonus_event"("merchant","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_token" ADD CONSTRAINT "bonus_token_batch_fk" FOREIGN KEY ("merchant","batch") REFERENCES "public"."bonus_token_batch"("merchant","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_token_batch" ADD CONSTRAINT "bonus_token_batch_value_fk" FOREIGN KEY ("merchant","value") REFERENCES "public"."bonus_value"("merchant","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_value" ADD CONSTRAINT "bonus_value_event_fk" FOREIGN KEY ("merchant","event") REFERENCES "public"."bonus_event"("merchant","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_value_stock" ADD CONSTRAINT "bonus_value_stock_value_fk" FOREIGN KEY ("merchant","value") REFERENCES "public"."bonus_value"("merchant","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_event_merchant_idx" ON "bonus_event" USING btree ("merchant","status","id");--> statement-breakpoint
CREATE INDEX "bonus_grant_merchant_idx" ON "bonus_grant" USING btree ("merchant","id");--> statement-breakpoint
CREATE INDEX "bonus_grant_event_idx" ON "bonus_grant" USING btree ("merchant","event","player");--> statement-breakpoint
CREATE INDEX "bonus_grant_time_idx" ON "bonus_grant" USING btree ("merchant","create_time");--> statement-breakpoint
CREATE INDEX "bonus_player_event_idx" ON "bonus_player" USING btree ("merchant","event","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_token_code_key" ON "bonus_token" USING btree ("code");--> statement-breakpoint
CREATE INDEX "bonus_token_batch_idx" ON "bonus_token" USING btree ("merchant","batch","id");--> statement-breakpoint
CREATE INDEX "bonus_token_batch_merchant_idx" ON "bonus_token_batch" USING btree ("merchant","id");--> statement-breakpoint
CREATE INDEX "bonus_token_batch_event_idx" ON "bonus_token_batch" USING btree ("merchant","event","id");--> statement-breakpoint
CREATE INDEX "bonus_value_event_idx" ON "bonus_value" USING btree ("merchant","event","id");--> statement-breakpoint
CREATE INDEX "bonus_value_audit_idx" ON "bonus_value" USING btree ("audit_status","id");--> statement-breakpoint
CREATE INDEX "bonus_value_stock_value_idx" ON "bonus_value_stock" USING btree ("merchant","value","id");--> statement-breakpoint
-- ---- Hand-appended (marketing slice): checks, tenancy and grants ------------------------------------------------
ALTER TABLE "bonus_event" ADD CONSTRAINT "bonus_event_check" CHECK (
  "type" in (1, 2) AND "status" in (0, 1, 2, -1) AND "end_time" > "start_time" AND "player_limit" BETWEEN 1 AND 100
  AND ("type" = 2 OR "issuer" IS NOT NULL));
--> statement-breakpoint
-- The stock never goes below 0 and always adds up.
ALTER TABLE "bonus_value" ADD CONSTRAINT "bonus_value_stock_check" CHECK (
  "kind" in (1, 2, 3) AND "amount" > 0 AND "status" in (0, 1) AND "audit_status" in (0, 1, 2)
  AND "stock" >= 0 AND "granted" >= 0 AND "reserved" >= 0 AND "remaining" >= 0 AND "remaining" = "stock" - "granted" - "reserved");
--> statement-breakpoint
ALTER TABLE "bonus_value_stock" ADD CONSTRAINT "bonus_value_stock_count_check" CHECK ("count" >= 1);
--> statement-breakpoint
ALTER TABLE "bonus_token_batch" ADD CONSTRAINT "bonus_token_batch_count_check" CHECK ("count" BETWEEN 1 AND 1000);
--> statement-breakpoint
ALTER TABLE "bonus_token" ADD CONSTRAINT "bonus_token_check" CHECK ("status" in (0, 1) AND ("status" = 0) = ("player" IS NULL));
--> statement-breakpoint
ALTER TABLE "bonus_grant" ADD CONSTRAINT "bonus_grant_source_check" CHECK ("source" in (1, 2));
--> statement-breakpoint
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['bonus_event', 'bonus_value', 'bonus_value_stock', 'bonus_token_batch', 'bonus_token', 'bonus_grant', 'bonus_player']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON bonus_event, bonus_value, bonus_value_stock, bonus_token_batch, bonus_token, bonus_grant, bonus_player TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE bonus_event_id_seq, bonus_value_id_seq, bonus_value_stock_id_seq, bonus_token_batch_id_seq, bonus_token_id_seq, bonus_grant_id_seq, bonus_player_id_seq TO console_app;

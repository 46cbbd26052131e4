CREATE TABLE "payment_material_apply" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"apply_no" text NOT NULL,
	"merchant" bigint NOT NULL,
	"applicant_merchant" bigint NOT NULL,
	"material" text NOT NULL,
	"quantity" integer NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_mobile" text NOT NULL,
	"address" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"express_company" text DEFAULT '' NOT NULL,
	"express_no" text DEFAULT '' NOT NULL,
	"applicant" text NOT NULL,
	"auditor" text DEFAULT '' NOT NULL,
	"audit_time" timestamp with time zone,
	"ship_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_risk_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_no" text NOT NULL,
	"merchant" bigint NOT NULL,
	"type" text NOT NULL,
	"level" smallint NOT NULL,
	"trade_no" text DEFAULT '' NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"occur_time" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"measure" text DEFAULT '' NOT NULL,
	"opinion" text DEFAULT '' NOT NULL,
	"auditor" text DEFAULT '' NOT NULL,
	"audit_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_material_apply" ADD CONSTRAINT "payment_material_apply_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_material_apply" ADD CONSTRAINT "payment_material_apply_applicant_merchant_merchant_id_fk" FOREIGN KEY ("applicant_merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_risk_event" ADD CONSTRAINT "payment_risk_event_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_material_apply_no_uq" ON "payment_material_apply" USING btree ("apply_no");--> statement-breakpoint
CREATE INDEX "payment_material_apply_merchant_idx" ON "payment_material_apply" USING btree ("merchant","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_risk_event_no_uq" ON "payment_risk_event" USING btree ("event_no");--> statement-breakpoint
CREATE INDEX "payment_risk_event_merchant_idx" ON "payment_risk_event" USING btree ("merchant","occur_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_risk_event_status_idx" ON "payment_risk_event" USING btree ("merchant","status");--> statement-breakpoint
-- ---- Hand-appended (service-trading slice): checks, tenancy and grants -----------------------------------------
ALTER TABLE "payment_material_apply" ADD CONSTRAINT "payment_material_apply_check" CHECK (
  "material" in ('stand', 'sticker', 'hanger', 'speaker', 'scanner') AND "quantity" BETWEEN 1 AND 200
  AND "receiver_mobile" ~ '^1[3-9][0-9]{9}$' AND length("address") BETWEEN 5 AND 120 AND length("remark") <= 200
  AND "status" in (0, 1, 2, -1, -2)
  AND ("status" <> 2 OR ("express_no" <> '' AND "ship_time" IS NOT NULL))
  AND ("status" <> -1 OR "reason" <> '')
  AND ("status" NOT IN (1, 2, -1) OR "audit_time" IS NOT NULL));
--> statement-breakpoint
ALTER TABLE "payment_risk_event" ADD CONSTRAINT "payment_risk_event_check" CHECK (
  "type" in ('large', 'frequent', 'cashout', 'remote', 'night', 'complaint', 'chargeback') AND "level" BETWEEN 1 AND 3
  AND "amount" >= 0 AND "status" in (0, 1, 2)
  AND ("status" = 0) = ("audit_time" IS NULL)
  AND ("status" <> 2 OR "measure" in ('none', 'limit', 'delay', 'pause')));
--> statement-breakpoint
-- Material applications and risk events are their payment merchant's tenant data (its provider and the platform act through their scope).
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['payment_material_apply', 'payment_risk_event']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON payment_material_apply, payment_risk_event TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE payment_material_apply_id_seq, payment_risk_event_id_seq TO console_app;

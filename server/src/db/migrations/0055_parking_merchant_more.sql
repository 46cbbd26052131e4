CREATE SEQUENCE "public"."parking_stored_value_flow_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "parking_key_customer" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"name" text NOT NULL,
	"type" smallint NOT NULL,
	"level" smallint NOT NULL,
	"contact" text NOT NULL,
	"mobile" text NOT NULL,
	"plates" text[] NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_online_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"park" bigint NOT NULL,
	"gate" bigint,
	"device_kind" smallint NOT NULL,
	"device" text NOT NULL,
	"device_serial" text DEFAULT '' NOT NULL,
	"event" smallint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"offline_minutes" integer,
	"event_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_plateless" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"park" bigint NOT NULL,
	"ticket_no" text NOT NULL,
	"channel" smallint NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"entry_time" timestamp with time zone NOT NULL,
	"entry_gate" bigint NOT NULL,
	"exit_time" timestamp with time zone,
	"exit_gate" bigint,
	"amount" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_recharge_rule" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"park" bigint,
	"name" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_stored_value" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"park" bigint NOT NULL,
	"plate" text NOT NULL,
	"plate_color" smallint DEFAULT 1 NOT NULL,
	"holder_name" text NOT NULL,
	"mobile" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"recharged" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"spent" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"last_recharge_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_stored_value_flow" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"account" bigint NOT NULL,
	"flow_no" text DEFAULT 'S' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('parking_stored_value_flow_seq')::text, 6, '0') NOT NULL,
	"kind" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"pay_type" smallint,
	"rule" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parking_key_customer" ADD CONSTRAINT "parking_key_customer_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_online_log" ADD CONSTRAINT "parking_online_log_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_online_log" ADD CONSTRAINT "parking_online_log_park_park_id_fk" FOREIGN KEY ("park") REFERENCES "public"."park"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_online_log" ADD CONSTRAINT "parking_online_log_gate_park_gate_id_fk" FOREIGN KEY ("gate") REFERENCES "public"."park_gate"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_plateless" ADD CONSTRAINT "parking_plateless_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_plateless" ADD CONSTRAINT "parking_plateless_park_park_id_fk" FOREIGN KEY ("park") REFERENCES "public"."park"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_plateless" ADD CONSTRAINT "parking_plateless_entry_gate_park_gate_id_fk" FOREIGN KEY ("entry_gate") REFERENCES "public"."park_gate"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_plateless" ADD CONSTRAINT "parking_plateless_exit_gate_park_gate_id_fk" FOREIGN KEY ("exit_gate") REFERENCES "public"."park_gate"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_recharge_rule" ADD CONSTRAINT "parking_recharge_rule_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_recharge_rule" ADD CONSTRAINT "parking_recharge_rule_park_park_id_fk" FOREIGN KEY ("park") REFERENCES "public"."park"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_stored_value" ADD CONSTRAINT "parking_stored_value_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_stored_value" ADD CONSTRAINT "parking_stored_value_park_park_id_fk" FOREIGN KEY ("park") REFERENCES "public"."park"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_stored_value_flow" ADD CONSTRAINT "parking_stored_value_flow_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_stored_value_flow" ADD CONSTRAINT "parking_stored_value_flow_account_parking_stored_value_id_fk" FOREIGN KEY ("account") REFERENCES "public"."parking_stored_value"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_stored_value_flow" ADD CONSTRAINT "parking_stored_value_flow_rule_parking_recharge_rule_id_fk" FOREIGN KEY ("rule") REFERENCES "public"."parking_recharge_rule"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parking_key_customer_merchant_idx" ON "parking_key_customer" USING btree ("merchant","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "parking_key_customer_name_uq" ON "parking_key_customer" USING btree ("merchant",lower("name"));--> statement-breakpoint
CREATE INDEX "parking_online_log_merchant_idx" ON "parking_online_log" USING btree ("merchant","event_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parking_plateless_merchant_idx" ON "parking_plateless" USING btree ("merchant","entry_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "parking_plateless_ticket_uq" ON "parking_plateless" USING btree ("merchant","ticket_no");--> statement-breakpoint
CREATE INDEX "parking_recharge_rule_merchant_idx" ON "parking_recharge_rule" USING btree ("merchant","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parking_stored_value_merchant_idx" ON "parking_stored_value" USING btree ("merchant","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "parking_stored_value_plate_uq" ON "parking_stored_value" USING btree ("merchant","park","plate");--> statement-breakpoint
CREATE INDEX "parking_stored_value_flow_account_idx" ON "parking_stored_value_flow" USING btree ("merchant","account","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parking_stored_value_flow_rule_idx" ON "parking_stored_value_flow" USING btree ("merchant","rule","id" DESC NULLS LAST) WHERE "parking_stored_value_flow"."rule" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "parking_stored_value_flow_no_uq" ON "parking_stored_value_flow" USING btree ("flow_no");--> statement-breakpoint
-- Stored-value accounts and their ledger, auto-recharge rules, plateless stays, key customers and online logs are their merchant's tenant data.
SELECT console_enable_tenancy('parking_stored_value');
--> statement-breakpoint
SELECT console_enable_tenancy('parking_stored_value_flow');
--> statement-breakpoint
SELECT console_enable_tenancy('parking_recharge_rule');
--> statement-breakpoint
SELECT console_enable_tenancy('parking_plateless');
--> statement-breakpoint
SELECT console_enable_tenancy('parking_key_customer');
--> statement-breakpoint
SELECT console_enable_tenancy('parking_online_log');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON parking_stored_value, parking_stored_value_flow, parking_recharge_rule, parking_plateless, parking_key_customer, parking_online_log TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE parking_stored_value_id_seq, parking_stored_value_flow_id_seq, parking_stored_value_flow_seq, parking_recharge_rule_id_seq, parking_plateless_id_seq, parking_key_customer_id_seq, parking_online_log_id_seq TO console_app;

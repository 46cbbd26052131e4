CREATE TABLE "okr_key_result" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"objective" bigint NOT NULL,
	"title" text NOT NULL,
	"start_value" numeric(14, 2) NOT NULL,
	"target_value" numeric(14, 2) NOT NULL,
	"current_value" numeric(14, 2) NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"weight" integer NOT NULL,
	"owner" bigint NOT NULL,
	"owner_name" text NOT NULL,
	"due_date" date,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "okr_key_result_checkin" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"key_result" bigint NOT NULL,
	"previous_value" numeric(14, 2) NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"progress" numeric(4, 1) NOT NULL,
	"status" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"manager" bigint NOT NULL,
	"manager_name" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "okr_objective" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cycle" text NOT NULL,
	"owner" bigint NOT NULL,
	"owner_name" text NOT NULL,
	"project" bigint,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "okr_key_result" ADD CONSTRAINT "okr_key_result_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_key_result" ADD CONSTRAINT "okr_key_result_objective_okr_objective_id_fk" FOREIGN KEY ("objective") REFERENCES "public"."okr_objective"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_key_result_checkin" ADD CONSTRAINT "okr_key_result_checkin_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_key_result_checkin" ADD CONSTRAINT "okr_key_result_checkin_key_result_okr_key_result_id_fk" FOREIGN KEY ("key_result") REFERENCES "public"."okr_key_result"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_objective" ADD CONSTRAINT "okr_objective_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_objective" ADD CONSTRAINT "okr_objective_project_project_id_fk" FOREIGN KEY ("project") REFERENCES "public"."project"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "okr_key_result_merchant_idx" ON "okr_key_result" USING btree ("merchant","objective","id");--> statement-breakpoint
CREATE INDEX "okr_key_result_checkin_merchant_idx" ON "okr_key_result_checkin" USING btree ("merchant","key_result","id");--> statement-breakpoint
CREATE INDEX "okr_objective_merchant_idx" ON "okr_objective" USING btree ("merchant","id");--> statement-breakpoint
CREATE INDEX "okr_objective_merchant_cycle_idx" ON "okr_objective" USING btree ("merchant","cycle","id");--> statement-breakpoint
CREATE INDEX "okr_objective_project_idx" ON "okr_objective" USING btree ("project");--> statement-breakpoint
-- ---- Hand-appended (OKR slice): checks, tenancy and grants ------------------------------------------------------
ALTER TABLE "okr_objective" ADD CONSTRAINT "okr_objective_check" CHECK ("cycle" ~ '^20[0-9]{2}-Q[1-4]$' AND "status" in (1, 2, 3) AND length("title") BETWEEN 2 AND 100);
--> statement-breakpoint
ALTER TABLE "okr_key_result" ADD CONSTRAINT "okr_key_result_check" CHECK ("weight" BETWEEN 1 AND 100 AND "status" in (1, 2, 3) AND "start_value" <> "target_value");
--> statement-breakpoint
ALTER TABLE "okr_key_result_checkin" ADD CONSTRAINT "okr_key_result_checkin_check" CHECK ("status" in (1, 2, 3) AND "progress" BETWEEN 0 AND 100);
--> statement-breakpoint
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['okr_objective', 'okr_key_result', 'okr_key_result_checkin']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON okr_objective, okr_key_result, okr_key_result_checkin TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE okr_objective_id_seq, okr_key_result_id_seq, okr_key_result_checkin_id_seq TO console_app;

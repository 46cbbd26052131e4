CREATE TABLE "job" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"no" text NOT NULL,
	"merchant" bigint NOT NULL,
	"manager" bigint NOT NULL,
	"kind" text NOT NULL,
	"template" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"scope" jsonb NOT NULL,
	"format" text NOT NULL,
	"charset" text DEFAULT 'UTF-8' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"file_path" text DEFAULT '' NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"file_size" bigint DEFAULT 0 NOT NULL,
	"download_key" text DEFAULT '' NOT NULL,
	"total" integer,
	"processed" integer DEFAULT 0 NOT NULL,
	"applied" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"cursor" jsonb,
	"abort_requested" boolean DEFAULT false NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"worker" text,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"start_time" timestamp with time zone,
	"finish_time" timestamp with time zone,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_row" (
	"job" bigint NOT NULL,
	"merchant" bigint NOT NULL,
	"row_no" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_row_job_row_no_pk" PRIMARY KEY("job","row_no")
);
--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_row" ADD CONSTRAINT "job_row_job_job_id_fk" FOREIGN KEY ("job") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_row" ADD CONSTRAINT "job_row_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_no_uq" ON "job" USING btree ("no");--> statement-breakpoint
CREATE INDEX "job_merchant_manager_idx" ON "job" USING btree ("merchant","manager","kind","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_pending_idx" ON "job" USING btree ("id") WHERE "job"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "job_row_merchant_idx" ON "job_row" USING btree ("merchant","job");--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_status_check" CHECK ("status" in ('queued', 'running', 'succeeded', 'failed', 'aborted'));
--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_kind_check" CHECK ("kind" in ('export', 'import'));
--> statement-breakpoint
ALTER TABLE "job_row" ADD CONSTRAINT "job_row_status_check" CHECK ("status" in ('rejected', 'aborted'));
--> statement-breakpoint
-- Jobs and their rows are tenant data; the worker claims across tenants with app.all_merchants and then
-- works each job inside the scope its creator had.
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['job', 'job_row']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON job, job_row TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE job_id_seq TO console_app;

CREATE TABLE "project" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"region" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_mobile" text DEFAULT '' NOT NULL,
	"start_date" date,
	"end_date" date,
	"remark" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_acl" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"project" bigint NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"creator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_grant" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"project" bigint NOT NULL,
	"grantee" bigint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"creator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_acl" ADD CONSTRAINT "project_acl_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_acl" ADD CONSTRAINT "project_acl_project_project_id_fk" FOREIGN KEY ("project") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_grant" ADD CONSTRAINT "project_grant_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_grant" ADD CONSTRAINT "project_grant_project_project_id_fk" FOREIGN KEY ("project") REFERENCES "public"."project"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_grant" ADD CONSTRAINT "project_grant_grantee_merchant_id_fk" FOREIGN KEY ("grantee") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_code_uq" ON "project" USING btree ("merchant",lower("code"));--> statement-breakpoint
CREATE INDEX "project_merchant_idx" ON "project" USING btree ("merchant","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_acl_uq" ON "project_acl" USING btree ("project","subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "project_acl_merchant_idx" ON "project_acl" USING btree ("merchant");--> statement-breakpoint
CREATE UNIQUE INDEX "project_grant_uq" ON "project_grant" USING btree ("project","grantee");--> statement-breakpoint
CREATE INDEX "project_grant_merchant_idx" ON "project_grant" USING btree ("merchant","grantee");--> statement-breakpoint
CREATE INDEX "project_grant_grantee_idx" ON "project_grant" USING btree ("grantee","merchant");
--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_status_check" CHECK ("status" in (0, 1));
--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_dates_check" CHECK ("end_date" IS NULL OR "start_date" IS NULL OR "end_date" >= "start_date");
--> statement-breakpoint
ALTER TABLE "project_acl" ADD CONSTRAINT "project_acl_subject_type_check" CHECK ("subject_type" in ('manager', 'role'));
--> statement-breakpoint
ALTER TABLE "project_grant" ADD CONSTRAINT "project_grant_not_self_check" CHECK ("grantee" <> "merchant");
--> statement-breakpoint
-- Projects, their access control and their grants are the owner's tenant data.
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['project', 'project_acl', 'project_grant']) AS t;
--> statement-breakpoint
-- A grantee reads its grants and the projects granted to it (read only: no write policy names the grantee).
CREATE POLICY project_grant_grantee_read ON "project_grant" FOR SELECT USING (
  "grantee" = ANY (CAST((SELECT coalesce(nullif(current_setting('app.merchants', true), ''), '{}')) AS bigint[]))
);
--> statement-breakpoint
CREATE POLICY project_grantee_read ON "project" FOR SELECT USING (
  EXISTS (
    SELECT 1 FROM "project_grant" g
    WHERE g."project" = "project"."id"
      AND g."grantee" = ANY (CAST((SELECT coalesce(nullif(current_setting('app.merchants', true), ''), '{}')) AS bigint[]))
  )
);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON project, project_acl, project_grant TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE project_id_seq, project_acl_id_seq, project_grant_id_seq TO console_app;
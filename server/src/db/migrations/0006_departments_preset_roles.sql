CREATE TABLE "department" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"parent" bigint,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preset_role" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"products" text[] DEFAULT '{}' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preset_role_permission" (
	"preset_role" bigint NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "preset_role_permission_preset_role_permission_pk" PRIMARY KEY("preset_role","permission")
);
--> statement-breakpoint
ALTER TABLE "manager" ADD COLUMN "department" bigint;--> statement-breakpoint
ALTER TABLE "department" ADD CONSTRAINT "department_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department" ADD CONSTRAINT "department_parent_department_id_fk" FOREIGN KEY ("parent") REFERENCES "public"."department"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preset_role_permission" ADD CONSTRAINT "preset_role_permission_preset_role_preset_role_id_fk" FOREIGN KEY ("preset_role") REFERENCES "public"."preset_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preset_role_permission" ADD CONSTRAINT "preset_role_permission_permission_permission_code_fk" FOREIGN KEY ("permission") REFERENCES "public"."permission"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "department_merchant_idx" ON "department" USING btree ("merchant","parent","sort");--> statement-breakpoint
ALTER TABLE "manager" ADD CONSTRAINT "manager_department_department_id_fk" FOREIGN KEY ("department") REFERENCES "public"."department"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Departments are tenant data; preset roles are the platform's (readable by every merchant, changed by the operator's calls only).
SELECT console_enable_tenancy('department');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON department, preset_role, preset_role_permission TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE department_id_seq, preset_role_id_seq TO console_app;

CREATE TABLE "login_attempt" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"success" boolean NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_challenge" (
	"id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"captcha_hash" text,
	"expire_time" timestamp with time zone NOT NULL,
	"use_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manager" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"account" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"superuser" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"password_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manager_role" (
	"merchant" bigint NOT NULL,
	"manager" bigint NOT NULL,
	"role" bigint NOT NULL,
	CONSTRAINT "manager_role_manager_role_pk" PRIMARY KEY("manager","role")
);
--> statement-breakpoint
CREATE TABLE "merchant" (
	"id" bigint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"logo_icon" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_product" (
	"merchant" bigint NOT NULL,
	"product" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"expire_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_product_merchant_product_pk" PRIMARY KEY("merchant","product")
);
--> statement-breakpoint
CREATE TABLE "merchant_relation" (
	"parent" bigint NOT NULL,
	"child" bigint NOT NULL,
	"type" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_relation_parent_child_type_pk" PRIMARY KEY("parent","child","type")
);
--> statement-breakpoint
CREATE TABLE "permission" (
	"code" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"product" text,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_permission" (
	"merchant" bigint NOT NULL,
	"role" bigint NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "role_permission_role_permission_pk" PRIMARY KEY("role","permission")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"manager" bigint NOT NULL,
	"merchant" bigint NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"expire_time" timestamp with time zone NOT NULL,
	"revoke_time" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"app_key" text NOT NULL,
	"name" text NOT NULL,
	"system" text NOT NULL,
	"domain" text NOT NULL,
	"profile" text DEFAULT 'prod' NOT NULL,
	"is_default" smallint DEFAULT 0 NOT NULL,
	"payload_codec" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_metadata" (
	"app" bigint NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "app_metadata_app_key_pk" PRIMARY KEY("app","key")
);
--> statement-breakpoint
CREATE TABLE "announcement" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"publish_time" timestamp with time zone DEFAULT now() NOT NULL,
	"publisher" bigint,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"read_status" smallint DEFAULT 0 NOT NULL,
	"sender" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manager" ADD CONSTRAINT "manager_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_role" ADD CONSTRAINT "manager_role_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_role" ADD CONSTRAINT "manager_role_manager_manager_id_fk" FOREIGN KEY ("manager") REFERENCES "public"."manager"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_role" ADD CONSTRAINT "manager_role_role_role_id_fk" FOREIGN KEY ("role") REFERENCES "public"."role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_product" ADD CONSTRAINT "merchant_product_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_relation" ADD CONSTRAINT "merchant_relation_parent_merchant_id_fk" FOREIGN KEY ("parent") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_relation" ADD CONSTRAINT "merchant_relation_child_merchant_id_fk" FOREIGN KEY ("child") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role" ADD CONSTRAINT "role_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permission" ADD CONSTRAINT "role_permission_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permission" ADD CONSTRAINT "role_permission_role_role_id_fk" FOREIGN KEY ("role") REFERENCES "public"."role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permission" ADD CONSTRAINT "role_permission_permission_permission_code_fk" FOREIGN KEY ("permission") REFERENCES "public"."permission"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_manager_manager_id_fk" FOREIGN KEY ("manager") REFERENCES "public"."manager"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_metadata" ADD CONSTRAINT "app_metadata_app_app_id_fk" FOREIGN KEY ("app") REFERENCES "public"."app"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_attempt_account_idx" ON "login_attempt" USING btree ("account","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "manager_account_uq" ON "manager" USING btree (lower("account"));--> statement-breakpoint
CREATE INDEX "manager_merchant_idx" ON "manager" USING btree ("merchant","id");--> statement-breakpoint
CREATE INDEX "manager_role_role_idx" ON "manager_role" USING btree ("role");--> statement-breakpoint
CREATE INDEX "merchant_relation_child_idx" ON "merchant_relation" USING btree ("child");--> statement-breakpoint
CREATE INDEX "role_merchant_idx" ON "role" USING btree ("merchant","id");--> statement-breakpoint
CREATE INDEX "role_permission_merchant_idx" ON "role_permission" USING btree ("merchant");--> statement-breakpoint
CREATE INDEX "session_manager_idx" ON "session" USING btree ("manager");--> statement-breakpoint
CREATE UNIQUE INDEX "app_app_id_uq" ON "app" USING btree ("app_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_domain_profile_uq" ON "app" USING btree ("domain","profile");--> statement-breakpoint
CREATE INDEX "announcement_publish_idx" ON "announcement" USING btree ("publish_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "message_merchant_id_idx" ON "message" USING btree ("merchant","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "message_merchant_unread_idx" ON "message" USING btree ("merchant","id" DESC NULLS LAST) WHERE "message"."read_status" = 0;
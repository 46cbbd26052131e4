CREATE TABLE "app_user" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"mobile" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"plates" text[] DEFAULT '{}' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"block_reason" text DEFAULT '' NOT NULL,
	"block_time" timestamp with time zone,
	"register_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"member_no" text NOT NULL,
	"user" bigint NOT NULL,
	"member_type" bigint NOT NULL,
	"package" bigint NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"paid_amount" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_member_no_unique" UNIQUE("member_no")
);
--> statement-breakpoint
CREATE TABLE "member_package" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"uuid" uuid NOT NULL,
	"member_type" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_package_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "member_package_item" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"package" bigint NOT NULL,
	"section" smallint NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"period" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"original_amount" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"event" smallint DEFAULT 0 NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_type" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"name" text NOT NULL,
	"business" smallint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_user_app_user_id_fk" FOREIGN KEY ("user") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_member_type_member_type_id_fk" FOREIGN KEY ("member_type") REFERENCES "public"."member_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_package_member_package_id_fk" FOREIGN KEY ("package") REFERENCES "public"."member_package"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_package" ADD CONSTRAINT "member_package_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_package" ADD CONSTRAINT "member_package_member_type_member_type_id_fk" FOREIGN KEY ("member_type") REFERENCES "public"."member_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_package_item" ADD CONSTRAINT "member_package_item_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_package_item" ADD CONSTRAINT "member_package_item_package_member_package_id_fk" FOREIGN KEY ("package") REFERENCES "public"."member_package"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_type" ADD CONSTRAINT "member_type_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_merchant_mobile_idx" ON "app_user" USING btree ("merchant","mobile");--> statement-breakpoint
CREATE INDEX "app_user_merchant_idx" ON "app_user" USING btree ("merchant","id");--> statement-breakpoint
CREATE INDEX "member_merchant_idx" ON "member" USING btree ("merchant","id");--> statement-breakpoint
CREATE INDEX "member_merchant_type_idx" ON "member" USING btree ("merchant","member_type","id");--> statement-breakpoint
CREATE INDEX "member_user_idx" ON "member" USING btree ("user");--> statement-breakpoint
CREATE INDEX "member_package_idx" ON "member" USING btree ("package");--> statement-breakpoint
CREATE UNIQUE INDEX "member_package_type_name_idx" ON "member_package" USING btree ("member_type","name");--> statement-breakpoint
CREATE INDEX "member_package_merchant_idx" ON "member_package" USING btree ("merchant","member_type","id");--> statement-breakpoint
CREATE INDEX "member_package_item_merchant_idx" ON "member_package_item" USING btree ("merchant","package","section","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_type_merchant_name_idx" ON "member_type" USING btree ("merchant","name");--> statement-breakpoint
CREATE INDEX "member_type_merchant_idx" ON "member_type" USING btree ("merchant","id");--> statement-breakpoint
-- ---- Hand-appended (member slice): checks, tenancy and grants ----------------------------------------------------
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_check" CHECK ("status" in (1, 2) AND "mobile" ~ '^1[0-9]{10}$');
--> statement-breakpoint
ALTER TABLE "member_type" ADD CONSTRAINT "member_type_check" CHECK ("status" in (1, 2) AND "business" in (1, 2, 3) AND length("name") BETWEEN 2 AND 30);
--> statement-breakpoint
ALTER TABLE "member_package" ADD CONSTRAINT "member_package_check" CHECK ("status" in (1, 2) AND length("name") BETWEEN 2 AND 30);
--> statement-breakpoint
ALTER TABLE "member_package_item" ADD CONSTRAINT "member_package_item_check" CHECK (
  ("section" = 2 AND "period" in (1, 3, 6, 12) AND "amount" > 0 AND "original_amount" >= 0)
  OR ("section" = 3 AND length("name") >= 2)
  OR ("section" = 4 AND length("name") >= 2 AND "quantity" > 0 AND length("unit") >= 1)
  OR ("section" = 5 AND "event" in (1, 2, 3, 4) AND length("name") >= 2));
--> statement-breakpoint
CREATE UNIQUE INDEX "member_package_item_price_idx" ON "member_package_item" ("package", "period") WHERE "section" = 2;
--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_check" CHECK ("status" in (1, 3) AND "end_time" > "start_time" AND "paid_amount" >= 0);
--> statement-breakpoint
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['app_user', 'member_type', 'member_package', 'member_package_item', 'member']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON app_user, member_type, member_package, member_package_item, member TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE app_user_id_seq, member_type_id_seq, member_package_id_seq, member_package_item_id_seq, member_id_seq TO console_app;

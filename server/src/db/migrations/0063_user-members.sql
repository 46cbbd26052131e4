CREATE TABLE "member_code" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"code" text NOT NULL,
	"batch_no" text NOT NULL,
	"package" bigint NOT NULL,
	"period" integer NOT NULL,
	"expire_date" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"used_user" bigint,
	"used_member" bigint,
	"used_time" timestamp with time zone,
	"void_reason" text DEFAULT '' NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_code_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "member_inventory" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"package" bigint NOT NULL,
	"stock" integer NOT NULL,
	"warn_threshold" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_inventory_package_unique" UNIQUE("package")
);
--> statement-breakpoint
CREATE TABLE "member_renewal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"renewal_no" text NOT NULL,
	"member" bigint NOT NULL,
	"package" bigint NOT NULL,
	"period" integer NOT NULL,
	"amount" integer NOT NULL,
	"previous_end" timestamp with time zone NOT NULL,
	"new_end" timestamp with time zone NOT NULL,
	"pay_time" timestamp with time zone NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_renewal_renewal_no_unique" UNIQUE("renewal_no")
);
--> statement-breakpoint
CREATE TABLE "member_rights_grant" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"member" bigint NOT NULL,
	"item" bigint,
	"name" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"last_use_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_code" ADD CONSTRAINT "member_code_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_code" ADD CONSTRAINT "member_code_package_member_package_id_fk" FOREIGN KEY ("package") REFERENCES "public"."member_package"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_code" ADD CONSTRAINT "member_code_used_user_app_user_id_fk" FOREIGN KEY ("used_user") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_code" ADD CONSTRAINT "member_code_used_member_member_id_fk" FOREIGN KEY ("used_member") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_inventory" ADD CONSTRAINT "member_inventory_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_inventory" ADD CONSTRAINT "member_inventory_package_member_package_id_fk" FOREIGN KEY ("package") REFERENCES "public"."member_package"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_renewal" ADD CONSTRAINT "member_renewal_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_renewal" ADD CONSTRAINT "member_renewal_member_member_id_fk" FOREIGN KEY ("member") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_renewal" ADD CONSTRAINT "member_renewal_package_member_package_id_fk" FOREIGN KEY ("package") REFERENCES "public"."member_package"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_rights_grant" ADD CONSTRAINT "member_rights_grant_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_rights_grant" ADD CONSTRAINT "member_rights_grant_member_member_id_fk" FOREIGN KEY ("member") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_rights_grant" ADD CONSTRAINT "member_rights_grant_item_member_package_item_id_fk" FOREIGN KEY ("item") REFERENCES "public"."member_package_item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_code_merchant_idx" ON "member_code" USING btree ("merchant","id");--> statement-breakpoint
CREATE INDEX "member_code_batch_idx" ON "member_code" USING btree ("merchant","batch_no","id");--> statement-breakpoint
CREATE INDEX "member_code_package_idx" ON "member_code" USING btree ("merchant","package","status");--> statement-breakpoint
CREATE INDEX "member_inventory_merchant_idx" ON "member_inventory" USING btree ("merchant","id");--> statement-breakpoint
CREATE INDEX "member_renewal_merchant_time_idx" ON "member_renewal" USING btree ("merchant","pay_time","id");--> statement-breakpoint
CREATE INDEX "member_renewal_member_idx" ON "member_renewal" USING btree ("member");--> statement-breakpoint
CREATE INDEX "member_rights_grant_merchant_idx" ON "member_rights_grant" USING btree ("merchant","id");--> statement-breakpoint
CREATE INDEX "member_rights_grant_member_idx" ON "member_rights_grant" USING btree ("merchant","member","id");--> statement-breakpoint
CREATE INDEX "app_user_merchant_register_idx" ON "app_user" USING btree ("merchant","register_time");--> statement-breakpoint
CREATE INDEX "member_merchant_create_idx" ON "member" USING btree ("merchant","create_time");--> statement-breakpoint
-- ---- Hand-appended (user-members slice): checks, tenancy and grants -----------------------------------------------
ALTER TABLE "member_renewal" ADD CONSTRAINT "member_renewal_check" CHECK ("period" in (1, 3, 6, 12) AND "amount" >= 0 AND "new_end" > "previous_end");
--> statement-breakpoint
ALTER TABLE "member_rights_grant" ADD CONSTRAINT "member_rights_grant_check" CHECK ("quantity" > 0 AND "used" >= 0 AND "used" <= "quantity" AND "period_end" > "period_start");
--> statement-breakpoint
ALTER TABLE "member_code" ADD CONSTRAINT "member_code_check" CHECK (
  "period" in (1, 3, 6, 12) AND "status" in (1, 2, 3)
  AND ("status" = 2) = ("used_time" IS NOT NULL AND "used_user" IS NOT NULL)
  AND ("status" <> 3 OR length("void_reason") >= 2));
--> statement-breakpoint
ALTER TABLE "member_inventory" ADD CONSTRAINT "member_inventory_check" CHECK ("stock" >= 0 AND "warn_threshold" >= 0 AND "status" in (1, 2));
--> statement-breakpoint
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['member_renewal', 'member_rights_grant', 'member_code', 'member_inventory']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON member_renewal, member_rights_grant, member_code, member_inventory TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE member_renewal_id_seq, member_rights_grant_id_seq, member_code_id_seq, member_inventory_id_seq TO console_app;

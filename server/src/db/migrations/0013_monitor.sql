CREATE TABLE "monitor_contact" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitor_contact_merchant_id_uq" UNIQUE("merchant","id")
);
--> statement-breakpoint
CREATE TABLE "monitor_contact_group" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"name" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitor_contact_group_merchant_id_uq" UNIQUE("merchant","id")
);
--> statement-breakpoint
CREATE TABLE "monitor_contact_group_member" (
	"merchant" bigint NOT NULL,
	"contact_group" bigint NOT NULL,
	"contact" bigint NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitor_contact_group_member_pk" PRIMARY KEY("contact_group","contact")
);
--> statement-breakpoint
ALTER TABLE "monitor_contact" ADD CONSTRAINT "monitor_contact_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_contact_group" ADD CONSTRAINT "monitor_contact_group_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_contact_group_member" ADD CONSTRAINT "monitor_contact_group_member_group_fk" FOREIGN KEY ("merchant","contact_group") REFERENCES "public"."monitor_contact_group"("merchant","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_contact_group_member" ADD CONSTRAINT "monitor_contact_group_member_contact_fk" FOREIGN KEY ("merchant","contact") REFERENCES "public"."monitor_contact"("merchant","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "monitor_contact_mobile_uq" ON "monitor_contact" USING btree ("merchant","mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "monitor_contact_group_name_uq" ON "monitor_contact_group" USING btree ("merchant",lower("name"));--> statement-breakpoint
CREATE INDEX "monitor_contact_group_member_contact_idx" ON "monitor_contact_group_member" USING btree ("merchant","contact");
--> statement-breakpoint
ALTER TABLE "monitor_contact" ADD CONSTRAINT "monitor_contact_status_check" CHECK ("status" in (0, 1));
--> statement-breakpoint
-- Contacts, groups and memberships are their merchant's tenant data.
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['monitor_contact', 'monitor_contact_group', 'monitor_contact_group_member']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON monitor_contact, monitor_contact_group, monitor_contact_group_member TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE monitor_contact_id_seq, monitor_contact_group_id_seq TO console_app;

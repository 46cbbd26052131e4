CREATE TABLE "app_user_complaint" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"complaint_no" text NOT NULL,
	"user" bigint NOT NULL,
	"category" smallint NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"handler_name" text DEFAULT '' NOT NULL,
	"result" text DEFAULT '' NOT NULL,
	"close_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_user_complaint_complaint_no_unique" UNIQUE("complaint_no")
);
--> statement-breakpoint
CREATE TABLE "app_user_complaint_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"complaint" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"operator_name" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_user_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"send" bigint NOT NULL,
	"user" bigint NOT NULL,
	"read_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_user_message_send" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant" bigint NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"target" smallint NOT NULL,
	"target_name" text DEFAULT '' NOT NULL,
	"member_type" bigint,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"operator_name" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "merged_into" bigint;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "merge_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_user_complaint" ADD CONSTRAINT "app_user_complaint_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user_complaint" ADD CONSTRAINT "app_user_complaint_user_app_user_id_fk" FOREIGN KEY ("user") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user_complaint_record" ADD CONSTRAINT "app_user_complaint_record_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user_complaint_record" ADD CONSTRAINT "app_user_complaint_record_complaint_app_user_complaint_id_fk" FOREIGN KEY ("complaint") REFERENCES "public"."app_user_complaint"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user_message" ADD CONSTRAINT "app_user_message_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user_message" ADD CONSTRAINT "app_user_message_send_app_user_message_send_id_fk" FOREIGN KEY ("send") REFERENCES "public"."app_user_message_send"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user_message" ADD CONSTRAINT "app_user_message_user_app_user_id_fk" FOREIGN KEY ("user") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user_message_send" ADD CONSTRAINT "app_user_message_send_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user_message_send" ADD CONSTRAINT "app_user_message_send_member_type_member_type_id_fk" FOREIGN KEY ("member_type") REFERENCES "public"."member_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_user_complaint_merchant_idx" ON "app_user_complaint" USING btree ("merchant","id");--> statement-breakpoint
CREATE INDEX "app_user_complaint_merchant_status_idx" ON "app_user_complaint" USING btree ("merchant","status","id");--> statement-breakpoint
CREATE INDEX "app_user_complaint_user_idx" ON "app_user_complaint" USING btree ("user");--> statement-breakpoint
CREATE INDEX "app_user_complaint_record_idx" ON "app_user_complaint_record" USING btree ("complaint","id");--> statement-breakpoint
CREATE INDEX "app_user_complaint_record_merchant_idx" ON "app_user_complaint_record" USING btree ("merchant","id");--> statement-breakpoint
CREATE INDEX "app_user_message_send_idx" ON "app_user_message" USING btree ("send","id");--> statement-breakpoint
CREATE INDEX "app_user_message_user_idx" ON "app_user_message" USING btree ("merchant","user","id");--> statement-breakpoint
CREATE INDEX "app_user_message_send_merchant_idx" ON "app_user_message_send" USING btree ("merchant","id");--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_merged_into_app_user_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- ---- Hand-appended (user-ops slice): checks, tenancy and grants ----------------------------------------------------
ALTER TABLE "app_user" DROP CONSTRAINT "app_user_check";
--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_check" CHECK ("status" in (1, 2, 3) AND "mobile" ~ '^1[0-9]{10}$' AND ("status" = 3) = ("merged_into" IS NOT NULL) AND "merged_into" IS DISTINCT FROM "id");
--> statement-breakpoint
ALTER TABLE "app_user_complaint" ADD CONSTRAINT "app_user_complaint_check" CHECK ("status" in (1, 2, 3) AND "category" BETWEEN 1 AND 5 AND ("status" = 3) = ("close_time" IS NOT NULL));
--> statement-breakpoint
ALTER TABLE "app_user_complaint_record" ADD CONSTRAINT "app_user_complaint_record_check" CHECK ("kind" BETWEEN 1 AND 5);
--> statement-breakpoint
ALTER TABLE "app_user_message_send" ADD CONSTRAINT "app_user_message_send_check" CHECK ("target" in (1, 2, 3) AND ("target" = 3) = ("member_type" IS NOT NULL) AND "recipient_count" >= 0);
--> statement-breakpoint
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['app_user_complaint', 'app_user_complaint_record', 'app_user_message_send', 'app_user_message']) AS t;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON app_user_complaint, app_user_complaint_record, app_user_message_send, app_user_message TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE app_user_complaint_id_seq, app_user_complaint_record_id_seq, app_user_message_send_id_seq, app_user_message_id_seq TO console_app;

CREATE TABLE "message_counter" (
	"merchant" bigint NOT NULL,
	"app_id" text NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"unread" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "message_counter_merchant_app_id_pk" PRIMARY KEY("merchant","app_id")
);
--> statement-breakpoint
ALTER TABLE "message_counter" ADD CONSTRAINT "message_counter_merchant_merchant_id_fk" FOREIGN KEY ("merchant") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
SELECT console_enable_tenancy('message_counter');
--> statement-breakpoint
-- Statement-level triggers with transition tables: one upsert per (merchant, app) a statement touches,
-- whether it inserts one message or a hundred thousand.
CREATE FUNCTION message_counter_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO message_counter AS c (merchant, app_id, total, unread)
      SELECT merchant, app_id, count(*), count(*) FILTER (WHERE read_status = 0) FROM new_rows GROUP BY merchant, app_id
      ON CONFLICT (merchant, app_id) DO UPDATE SET total = c.total + excluded.total, unread = c.unread + excluded.unread;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO message_counter AS c (merchant, app_id, total, unread)
      SELECT merchant, app_id, sum(d_total), sum(d_unread) FROM (
        SELECT merchant, app_id, 1 AS d_total, (read_status = 0)::int AS d_unread FROM new_rows
        UNION ALL
        SELECT merchant, app_id, -1, -(read_status = 0)::int FROM old_rows
      ) AS delta GROUP BY merchant, app_id HAVING sum(d_total) <> 0 OR sum(d_unread) <> 0
      ON CONFLICT (merchant, app_id) DO UPDATE SET total = c.total + excluded.total, unread = c.unread + excluded.unread;
  ELSE
    UPDATE message_counter AS c SET total = c.total - d.total, unread = c.unread - d.unread
      FROM (SELECT merchant, app_id, count(*) AS total, count(*) FILTER (WHERE read_status = 0) AS unread FROM old_rows GROUP BY merchant, app_id) AS d
      WHERE c.merchant = d.merchant AND c.app_id = d.app_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER message_counter_insert AFTER INSERT ON message REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION message_counter_apply();
--> statement-breakpoint
CREATE TRIGGER message_counter_update AFTER UPDATE ON message REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION message_counter_apply();
--> statement-breakpoint
CREATE TRIGGER message_counter_delete AFTER DELETE ON message REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION message_counter_apply();
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON message_counter TO console_app;

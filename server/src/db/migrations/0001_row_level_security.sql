-- Row-level security: the second line behind the repositories' tenant filters.
-- The server runs its queries as console_app, which owns nothing, so the policies bind it (FORCE also
-- binds the owner). Each transaction sets app.merchants (the caller's merchant scope, a bigint array
-- literal) or app.all_merchants = 'on' (platform operator, login and session checks). A transaction
-- that sets neither reads and writes nothing.
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'console_app') THEN
    CREATE ROLE console_app NOLOGIN;
  END IF;
END $$;
--> statement-breakpoint
GRANT console_app TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO console_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO console_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO console_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO console_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO console_app;
--> statement-breakpoint
CREATE FUNCTION console_tenant_visible(row_merchant bigint) RETURNS boolean
  LANGUAGE sql STABLE AS $$
    SELECT coalesce(current_setting('app.all_merchants', true), '') = 'on'
        OR row_merchant = ANY (coalesce(nullif(current_setting('app.merchants', true), ''), '{}')::bigint[])
  $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['merchant_product', 'role', 'role_permission', 'manager', 'manager_role', 'message'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (console_tenant_visible(merchant)) WITH CHECK (console_tenant_visible(merchant))', t);
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE merchant ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE merchant FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON merchant USING (console_tenant_visible(id)) WITH CHECK (console_tenant_visible(id));

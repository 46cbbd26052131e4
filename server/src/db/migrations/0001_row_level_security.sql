-- Row-level security: the second line behind the repositories' tenant filters.
-- The server runs its queries as console_app, which owns nothing, so the policies bind it (FORCE also
-- binds the owner). Each transaction sets app.merchants (the caller's merchant scope, a bigint array
-- literal) or app.all_merchants = 'on' (platform operator, login and session checks). A transaction
-- that sets neither reads and writes nothing. The settings are read in scalar sub-selects so that a query
-- evaluates them once, not once per row.
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
-- Makes a table a tenant table: row-level security enabled and forced, one policy on its tenant column.
-- Later migrations call it for their tenant tables.
CREATE FUNCTION console_enable_tenancy(table_name text, tenant_column text DEFAULT 'merchant') RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  rule text := format(
    '(SELECT coalesce(current_setting(''app.all_merchants'', true), '''') = ''on'') OR %I = ANY (CAST((SELECT coalesce(nullif(current_setting(''app.merchants'', true), ''''), ''{}'')) AS bigint[]))',
    tenant_column);
BEGIN
  EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', table_name);
  EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', table_name);
  EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (%s) WITH CHECK (%s)', table_name, rule, rule);
END $$;
--> statement-breakpoint
SELECT console_enable_tenancy(t) FROM unnest(ARRAY['merchant_product', 'role', 'role_permission', 'manager', 'manager_role', 'message']) AS t;
--> statement-breakpoint
SELECT console_enable_tenancy('merchant', 'id');

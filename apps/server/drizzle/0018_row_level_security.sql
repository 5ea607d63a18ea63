-- Row-level security (docs/hardening.md, "Row-level security"). Hand-written (drizzle-kit generate --custom).
-- Every table with tenant_id shows and accepts only the rows of the tenant named by the
-- transaction's setting app.tenant_id; without the setting no row matches. Requests run as the
-- role youlan_app (no superuser, no BYPASSRLS), which the connecting role switches to per request.
-- FORCE binds the owner too: the connecting role must bypass the policies for its work across
-- tenants (tenant resolution, token checks, sweeps, image workers, area import).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = current_user AND (rolsuper OR rolbypassrls)) THEN
    RAISE EXCEPTION 'Row-level security: the role "%" that runs Youlan must be a superuser or have BYPASSRLS (ALTER ROLE % BYPASSRLS)', current_user, current_user;
  END IF;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'youlan_app') THEN
    CREATE ROLE youlan_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
END $$;
--> statement-breakpoint
-- The connecting role (the owner, which runs migrations) may SET ROLE to it.
GRANT youlan_app TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO youlan_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO youlan_app;
--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO youlan_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO youlan_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO youlan_app;
--> statement-breakpoint
-- A later migration adding a tenant table calls this for it (rls.test.ts fails until it does).
-- NULLIF: a setting made LOCAL in an earlier transaction of the connection reads '' afterwards.
CREATE OR REPLACE FUNCTION youlan_enable_tenant_rls(target regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', target);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', target);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', target);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s USING (tenant_id = NULLIF(current_setting(''app.tenant_id'', true), '''')::int) WITH CHECK (tenant_id = NULLIF(current_setting(''app.tenant_id'', true), '''')::int)',
    target
  );
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t regclass;
BEGIN
  FOR t IN
    SELECT c.oid::regclass FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid
    WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attname = 'tenant_id' AND NOT a.attisdropped
  LOOP
    PERFORM youlan_enable_tenant_rls(t);
  END LOOP;
END $$;

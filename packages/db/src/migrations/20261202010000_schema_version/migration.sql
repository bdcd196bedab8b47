-- Readiness asks whether the code's newest migration has been applied, so a pod of a new release is not
-- sent traffic before the migration job has run. The services' login has no right on drizzle's own
-- bookkeeping schema; this function answers that one question with the owner's rights, and reveals only
-- whether a named migration is there. Executable by any role: no login role's name is written here.
CREATE OR REPLACE FUNCTION public.grantflow_migration_applied(migration_name text)
RETURNS boolean
LANGUAGE sql
STABLE
SECURITY DEFINER
SET search_path = pg_catalog
AS $$
  SELECT EXISTS (SELECT 1 FROM drizzle.__drizzle_migrations WHERE name = migration_name)
$$;

-- The services' login role (issue 12, finding 11; SECURITY §3). Services used to log in as the owner
-- (a superuser) and SET ROLE grantflow_app, so a RESET ROLE had every right. grantflow_service logs in
-- with neither SUPERUSER nor BYPASSRLS and holds grantflow_app's rights; migrations keep the owner URL.
-- It has no password here: the launcher (or the operator) sets one with the owner URL. Cluster-wide,
-- so written to run again safely, like grantflow_app.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'grantflow_service') THEN
    CREATE ROLE grantflow_service LOGIN INHERIT NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOREPLICATION;
  END IF;
EXCEPTION
  WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  -- Never trust a pre-existing role with the same name to be harmless.
  IF EXISTS (
    SELECT 1 FROM pg_roles WHERE rolname = 'grantflow_service'
      AND (rolsuper OR rolbypassrls OR rolcreaterole OR rolcreatedb OR rolreplication OR NOT rolinherit)
  ) THEN
    ALTER ROLE grantflow_service NOSUPERUSER NOBYPASSRLS NOCREATEROLE NOCREATEDB NOREPLICATION INHERIT;
  END IF;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT pg_has_role('grantflow_service', 'grantflow_app', 'MEMBER') THEN
    GRANT grantflow_app TO grantflow_service;
  END IF;
EXCEPTION
  WHEN unique_violation OR duplicate_object THEN NULL;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  -- BullMQ's PostgreSQL backend (the default queue, DESIGN §2) creates and migrates its own `bullmq`
  -- schema at start-up, so the service role may create schemas in this database (nothing more: public
  -- stays the owner's, under forced RLS).
  EXECUTE format('GRANT CREATE ON DATABASE %I TO grantflow_service', current_database());
  -- A queue schema created earlier by the owner (services used to log in as the owner) stays usable.
  IF EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'bullmq') THEN
    GRANT USAGE, CREATE ON SCHEMA bullmq TO grantflow_service;
    GRANT ALL ON ALL TABLES IN SCHEMA bullmq TO grantflow_service;
    GRANT ALL ON ALL SEQUENCES IN SCHEMA bullmq TO grantflow_service;
    GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA bullmq TO grantflow_service;
  END IF;
END
$$;

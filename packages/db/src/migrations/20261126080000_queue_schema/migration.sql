-- BullMQ's PostgreSQL backend keeps its tables in the `bullmq` schema and creates them itself on first
-- connect. With the services logging in as grantflow_service (no CREATE on the database needed for this),
-- api, importer and ai all start at once and raced to create the schema: the loser's CREATE TABLE ran with
-- a search_path naming a schema that did not exist yet ("no schema has been selected to create in") and the
-- importer exited during start-up. The schema now exists before any service starts; BullMQ still creates
-- and migrates its own tables in it (under its advisory lock).
CREATE SCHEMA IF NOT EXISTS bullmq;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'grantflow_service') THEN
    GRANT USAGE, CREATE ON SCHEMA bullmq TO grantflow_service;
  END IF;
END
$$;

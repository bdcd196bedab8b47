-- Two transactions writing one organisation's applications at once (two programs deleted together, whose
-- grants lose their program and so their applications) update the same dashboard summary rows from their
-- statement triggers, each in the order its rows come: each can hold a row the other waits for, and PostgreSQL
-- ends one with a deadlock. Before any statement writes applications, its transaction now waits its turn for
-- the organisation (a transaction-level advisory lock, released at commit or rollback), so one organisation's
-- summary writers run one after another; other organisations do not wait. Writes outside a tenant transaction
-- (migrations, the demo loader) share one key.
CREATE OR REPLACE FUNCTION "dashboard_summaries_turn"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('dashboard_summaries'),
    coalesce(nullif(current_setting('app.organization_id', true), '')::integer, 0));
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "applications_dashboard_turn" ON "applications";
--> statement-breakpoint
CREATE TRIGGER "applications_dashboard_turn" BEFORE INSERT OR UPDATE OR DELETE ON "applications"
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_summaries_turn"();

-- The dashboard's aggregates read summaries kept exact by the database (docs/architecture.md, Kept-exact
-- summaries), as application_counts is: statement triggers on applications add and subtract what each
-- statement changes, in its own transaction. Keyed by calendar month, never by fiscal year: a fiscal year is
-- folded from at most 12 month rows at read time (its partial edge months, when it starts mid-month, from
-- the applications), so a change of the organisation's fiscalYearStart needs no rewrite.
--
-- Each application carries its grant's program (as it carries its funder): the award summary is keyed by
-- program, and every change that moves an award between programs is then an update of the application row
-- the triggers see, old and new, whatever caused it (a grant's new program, a deleted program, a deleted
-- grant).
ALTER TABLE "applications" ADD COLUMN IF NOT EXISTS "program_id" integer;
--> statement-breakpoint
-- The first day of the month of `day`: the summaries' key (timezone-free date arithmetic).
CREATE OR REPLACE FUNCTION "dashboard_month_of"("day" date) RETURNS date
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT "day" - (extract(day FROM "day")::int - 1) $$;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "dashboard_month_totals" (
	"organization_id" integer NOT NULL,
	"month" date NOT NULL,
	"awarded_cents" bigint DEFAULT 0 NOT NULL,
	"awarded_count" integer DEFAULT 0 NOT NULL,
	"requested_cents" bigint DEFAULT 0 NOT NULL,
	"requested_count" integer DEFAULT 0 NOT NULL,
	"awaiting_cents" bigint DEFAULT 0 NOT NULL,
	"awaiting_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_month_totals_pkey" PRIMARY KEY ("organization_id", "month")
);
--> statement-breakpoint
ALTER TABLE "dashboard_month_totals" DROP CONSTRAINT IF EXISTS "dashboard_month_totals_organization_fk";
--> statement-breakpoint
ALTER TABLE "dashboard_month_totals" ADD CONSTRAINT "dashboard_month_totals_organization_fk"
  FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "dashboard_month_awards" (
	"organization_id" integer NOT NULL,
	"month" date NOT NULL,
	"funder_id" integer NOT NULL,
	"program_id" integer,
	"awarded_cents" bigint DEFAULT 0 NOT NULL,
	"awarded_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard_month_awards" DROP CONSTRAINT IF EXISTS "dashboard_month_awards_organization_fk";
--> statement-breakpoint
ALTER TABLE "dashboard_month_awards" ADD CONSTRAINT "dashboard_month_awards_organization_fk"
  FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;
--> statement-breakpoint
-- One row per month, funder and program (no program is a key of its own). Reads range over the months of one
-- organisation; the included amounts make them index-only once vacuumed.
CREATE UNIQUE INDEX IF NOT EXISTS "dashboard_month_awards_key" ON "dashboard_month_awards"
  ("organization_id", "month", "funder_id", "program_id")
  INCLUDE ("awarded_cents", "awarded_count") NULLS NOT DISTINCT;
--> statement-breakpoint
-- The application's program is its grant's, copied like its funder (never written by code).
CREATE OR REPLACE FUNCTION "application_program_from_grant"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- The invoker's RLS applies: the grant is read only when it belongs to the row's organisation setting.
  SELECT g.program_id INTO NEW.program_id FROM public.grants g
    WHERE g.organization_id = NEW.organization_id AND g.id = NEW.grant_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "grant_program_to_applications"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.applications SET program_id = NEW.program_id
    WHERE organization_id = NEW.organization_id AND grant_id = NEW.id
      AND program_id IS DISTINCT FROM NEW.program_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- What a set of application rows (`%s`, a query) adds to each month: awards by award date (received, else
-- fiscal date, else deadline, as repositories/dashboard-sql.ts defines it), sent and still-awaiting amounts
-- by submission date. Used with a sign by the trigger below.
CREATE OR REPLACE FUNCTION "dashboard_totals_sql"("rows" text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT format($q$
  SELECT r.organization_id, c.month, sum(c.awarded_cents) AS awarded_cents, sum(c.awarded_count) AS awarded_count,
    sum(c.requested_cents) AS requested_cents, sum(c.requested_count) AS requested_count,
    sum(c.awaiting_cents) AS awaiting_cents, sum(c.awaiting_count) AS awaiting_count
  FROM (%s) r
  CROSS JOIN LATERAL (
    SELECT r.status IN ('PENDING', 'SUBMITTED') AND r.submission_date IS NOT NULL
      AND r.amount_awarded_cents IS NULL AND r.receivement_date IS NULL AND NOT r.declined AS awaiting
  ) w
  CROSS JOIN LATERAL (VALUES
    (CASE WHEN r.status = 'AWARDED'
      THEN public.dashboard_month_of(coalesce(r.receivement_date, r.fiscal_date, r.deadline)) END,
      coalesce(r.amount_awarded_cents, 0), 1, 0::bigint, 0, 0::bigint, 0),
    (public.dashboard_month_of(r.submission_date), 0::bigint, 0, coalesce(r.amount_requested_cents, 0), 1,
      CASE WHEN w.awaiting THEN coalesce(r.amount_requested_cents, 0) ELSE 0 END,
      CASE WHEN w.awaiting THEN 1 ELSE 0 END)
  ) c(month, awarded_cents, awarded_count, requested_cents, requested_count, awaiting_cents, awaiting_count)
  WHERE c.month IS NOT NULL
  GROUP BY r.organization_id, c.month$q$, "rows") $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dashboard_awards_sql"("rows" text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT format($q$
  SELECT r.organization_id, public.dashboard_month_of(coalesce(r.receivement_date, r.fiscal_date, r.deadline)) AS month,
    r.funder_id, r.program_id, sum(coalesce(r.amount_awarded_cents, 0)) AS awarded_cents, count(*) AS awarded_count
  FROM (%s) r
  WHERE r.status = 'AWARDED' AND r.funder_id IS NOT NULL
  GROUP BY 1, 2, 3, 4$q$, "rows") $$;
--> statement-breakpoint
-- Kept by the database, never by code. Removed rows are subtracted with an UPDATE, never an insert: deleting an
-- organisation deletes its applications and its summary rows (both cascade), in whichever order, and must not
-- bring a row back. Added rows are upserted. An UPDATE counts only the rows whose summarised columns changed.
-- The transition tables are read by EXECUTE in this function (they are visible to its own statements only).
-- Invoker's rights under the invoker's RLS, as application_counts: a session writes only its organisation's
-- applications, hence only its organisation's summary rows.
CREATE OR REPLACE FUNCTION "dashboard_summaries_write"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  summarised constant text := 'organization_id, status, deadline, declined, fiscal_date, submission_date,
    amount_requested_cents, amount_awarded_cents, receivement_date, funder_id, program_id';
  removed text;
  added text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    added := 'SELECT * FROM dashboard_new';
  ELSIF TG_OP = 'DELETE' THEN
    removed := 'SELECT * FROM dashboard_old';
  ELSE
    removed := format('SELECT * FROM dashboard_old o WHERE NOT EXISTS (SELECT 1 FROM dashboard_new n
      WHERE n.id = o.id AND (%1$s) IS NOT DISTINCT FROM (%2$s))',
      regexp_replace(summarised, '(\w+)', 'n.\1', 'g'), regexp_replace(summarised, '(\w+)', 'o.\1', 'g'));
    added := format('SELECT * FROM dashboard_new n WHERE NOT EXISTS (SELECT 1 FROM dashboard_old o
      WHERE o.id = n.id AND (%1$s) IS NOT DISTINCT FROM (%2$s))',
      regexp_replace(summarised, '(\w+)', 'o.\1', 'g'), regexp_replace(summarised, '(\w+)', 'n.\1', 'g'));
  END IF;
  IF removed IS NOT NULL THEN
    EXECUTE format('UPDATE public.dashboard_month_totals s SET awarded_cents = s.awarded_cents - d.awarded_cents,
        awarded_count = s.awarded_count - d.awarded_count, requested_cents = s.requested_cents - d.requested_cents,
        requested_count = s.requested_count - d.requested_count, awaiting_cents = s.awaiting_cents - d.awaiting_cents,
        awaiting_count = s.awaiting_count - d.awaiting_count
      FROM (%s) d WHERE s.organization_id = d.organization_id AND s.month = d.month',
      public.dashboard_totals_sql(removed));
    EXECUTE format('UPDATE public.dashboard_month_awards s SET awarded_cents = s.awarded_cents - d.awarded_cents,
        awarded_count = s.awarded_count - d.awarded_count
      FROM (%s) d WHERE s.organization_id = d.organization_id AND s.month = d.month
        AND s.funder_id = d.funder_id AND s.program_id IS NOT DISTINCT FROM d.program_id',
      public.dashboard_awards_sql(removed));
  END IF;
  IF added IS NOT NULL THEN
    EXECUTE format('INSERT INTO public.dashboard_month_totals AS s (organization_id, month, awarded_cents,
        awarded_count, requested_cents, requested_count, awaiting_cents, awaiting_count)
      SELECT * FROM (%s) d
      ON CONFLICT (organization_id, month) DO UPDATE SET awarded_cents = s.awarded_cents + excluded.awarded_cents,
        awarded_count = s.awarded_count + excluded.awarded_count,
        requested_cents = s.requested_cents + excluded.requested_cents,
        requested_count = s.requested_count + excluded.requested_count,
        awaiting_cents = s.awaiting_cents + excluded.awaiting_cents,
        awaiting_count = s.awaiting_count + excluded.awaiting_count',
      public.dashboard_totals_sql(added));
    EXECUTE format('INSERT INTO public.dashboard_month_awards AS s (organization_id, month, funder_id, program_id,
        awarded_cents, awarded_count)
      SELECT * FROM (%s) d
      ON CONFLICT (organization_id, month, funder_id, program_id) DO UPDATE
        SET awarded_cents = s.awarded_cents + excluded.awarded_cents,
          awarded_count = s.awarded_count + excluded.awarded_count',
      public.dashboard_awards_sql(added));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dashboard_summaries_clear"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM public.dashboard_month_totals;
  DELETE FROM public.dashboard_month_awards;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The program of the applications already there. Their tables force RLS on their owner too, which would see
-- none of them without an organisation set: lifted for this migration's transaction only. No trigger is on
-- the column yet, so the update fires none.
ALTER TABLE "applications" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "grants" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE "applications" a SET "program_id" = g."program_id"
  FROM "grants" g
  WHERE g."organization_id" = a."organization_id" AND g."id" = a."grant_id"
    AND a."program_id" IS DISTINCT FROM g."program_id";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "applications_program_from_grant" ON "applications";
--> statement-breakpoint
CREATE TRIGGER "applications_program_from_grant"
  BEFORE INSERT OR UPDATE OF "grant_id", "organization_id", "funder_id", "program_id" ON "applications"
  FOR EACH ROW EXECUTE FUNCTION "application_program_from_grant"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "grants_program_to_applications" ON "grants";
--> statement-breakpoint
CREATE TRIGGER "grants_program_to_applications" AFTER UPDATE OF "program_id" ON "grants"
  FOR EACH ROW WHEN (OLD.program_id IS DISTINCT FROM NEW.program_id)
  EXECUTE FUNCTION "grant_program_to_applications"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "applications_dashboard_insert" ON "applications";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "applications_dashboard_update" ON "applications";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "applications_dashboard_delete" ON "applications";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "applications_dashboard_truncate" ON "applications";
--> statement-breakpoint
-- CREATE TRIGGER locks applications against writes until this migration commits, so the backfill below
-- sees every application and none is added in between.
CREATE TRIGGER "applications_dashboard_insert" AFTER INSERT ON "applications"
  REFERENCING NEW TABLE AS dashboard_new
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_summaries_write"();
--> statement-breakpoint
CREATE TRIGGER "applications_dashboard_update" AFTER UPDATE ON "applications"
  REFERENCING OLD TABLE AS dashboard_old NEW TABLE AS dashboard_new
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_summaries_write"();
--> statement-breakpoint
CREATE TRIGGER "applications_dashboard_delete" AFTER DELETE ON "applications"
  REFERENCING OLD TABLE AS dashboard_old
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_summaries_write"();
--> statement-breakpoint
CREATE TRIGGER "applications_dashboard_truncate" AFTER TRUNCATE ON "applications"
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_summaries_clear"();
--> statement-breakpoint
DELETE FROM "dashboard_month_totals";
--> statement-breakpoint
DELETE FROM "dashboard_month_awards";
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('INSERT INTO dashboard_month_totals SELECT * FROM (%s) d',
    dashboard_totals_sql('SELECT * FROM public.applications'));
  EXECUTE format('INSERT INTO dashboard_month_awards SELECT * FROM (%s) d',
    dashboard_awards_sql('SELECT * FROM public.applications'));
END
$$;
--> statement-breakpoint
ALTER TABLE "applications" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "grants" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "dashboard_month_totals" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "dashboard_month_totals" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "dashboard_month_totals_access" ON "dashboard_month_totals";
--> statement-breakpoint
CREATE POLICY "dashboard_month_totals_access" ON "dashboard_month_totals" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "dashboard_month_awards" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "dashboard_month_awards" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "dashboard_month_awards_access" ON "dashboard_month_awards";
--> statement-breakpoint
CREATE POLICY "dashboard_month_awards_access" ON "dashboard_month_awards" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "dashboard_month_totals" TO grantflow_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "dashboard_month_awards" TO grantflow_app;

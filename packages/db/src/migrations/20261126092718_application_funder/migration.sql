-- Each application carries its grant's funder (issue 9): "last award" and "award total" per funder were a walk
-- over every grant of the funder with an index probe each (~250 probes per funder in the benchmark's data,
-- twice per funder row); with the funder on the application they are one range of one index.
-- Kept true by the database, not by code: a trigger copies the grant's funder on insert and when the grant
-- changes, and a foreign key to (grant, funder) cascades a change of a grant's funder.
ALTER TABLE "applications" ADD COLUMN IF NOT EXISTS "funder_id" integer;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "application_funder_from_grant"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- The invoker's RLS applies: the grant is read only when it belongs to the row's organisation setting.
  SELECT g.funder_id INTO NEW.funder_id FROM public.grants g
    WHERE g.organization_id = NEW.organization_id AND g.id = NEW.grant_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "applications_funder_from_grant" ON "applications";
--> statement-breakpoint
CREATE TRIGGER "applications_funder_from_grant"
  BEFORE INSERT OR UPDATE OF "grant_id", "organization_id", "funder_id" ON "applications"
  FOR EACH ROW EXECUTE FUNCTION "application_funder_from_grant"();
--> statement-breakpoint
UPDATE "applications" a SET "funder_id" = g."funder_id"
  FROM "grants" g WHERE g."organization_id" = a."organization_id" AND g."id" = a."grant_id";
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT IF EXISTS "applications_grant_funder_fk";
--> statement-breakpoint
ALTER TABLE "grants" DROP CONSTRAINT IF EXISTS "grants_organization_id_id_funder_unique";
--> statement-breakpoint
ALTER TABLE "grants" ADD CONSTRAINT "grants_organization_id_id_funder_unique"
  UNIQUE ("organization_id", "id", "funder_id");
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_grant_funder_fk"
  FOREIGN KEY ("organization_id", "grant_id", "funder_id")
  REFERENCES "grants" ("organization_id", "id", "funder_id") ON UPDATE CASCADE ON DELETE CASCADE;
--> statement-breakpoint
-- Awards per funder: last award (backward scan: receivement_date DESC, id DESC) and award totals, also within
-- an award-date range (the included columns make them index-only once vacuumed).
CREATE INDEX IF NOT EXISTS "applications_awarded_funder_idx" ON "applications"
  ("organization_id", "funder_id", "receivement_date", "id")
  INCLUDE ("amount_awarded_cents", "fiscal_date", "deadline")
  WHERE "status" = 'AWARDED';
--> statement-breakpoint
-- Responsiveness per funder (issue 14: the funders list's win rate and median response, the profile card):
-- the funder's submitted applications with every column the outcome rules read, index-only.
CREATE INDEX IF NOT EXISTS "applications_funder_submission_idx" ON "applications"
  ("organization_id", "funder_id", "submission_date")
  INCLUDE ("status", "amount_awarded_cents", "receivement_date", "declined");

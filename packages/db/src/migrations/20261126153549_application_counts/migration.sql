-- How many applications each organisation has (issue 9): the grant list's plain page reads its total here.
CREATE TABLE "application_counts" (
	"organization_id" integer PRIMARY KEY,
	"applications" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_counts" ADD CONSTRAINT "application_counts_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;
--> statement-breakpoint
-- Kept by the database, never by code (issue 9): statement triggers add and subtract the applications each
-- statement inserts or deletes, in its own transaction, so the count is exact whenever a transaction can see
-- it. They run with the invoker's rights under the invoker's RLS: an application can only be written for the
-- organisation set on the session, and its count is that organisation's row. Superusers (the generator, a
-- restore) bypass RLS and are counted all the same.
CREATE OR REPLACE FUNCTION "application_counts_add"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.application_counts AS c (organization_id, applications)
    SELECT organization_id, count(*) FROM inserted_applications GROUP BY organization_id
    ON CONFLICT (organization_id) DO UPDATE SET applications = c.applications + excluded.applications;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An update, never an insert: deleting an organisation deletes its applications and its count row (both
-- cascade), in whichever order, and must not bring the row back.
CREATE OR REPLACE FUNCTION "application_counts_subtract"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.application_counts c SET applications = c.applications - d.n
    FROM (SELECT organization_id, count(*) AS n FROM deleted_applications GROUP BY organization_id) d
    WHERE c.organization_id = d.organization_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Nothing in the product moves an application to another organisation (RLS refuses it); a superuser might.
CREATE OR REPLACE FUNCTION "application_counts_move"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.application_counts SET applications = applications - 1 WHERE organization_id = OLD.organization_id;
  INSERT INTO public.application_counts AS c (organization_id, applications) VALUES (NEW.organization_id, 1)
    ON CONFLICT (organization_id) DO UPDATE SET applications = c.applications + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "application_counts_clear"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM public.application_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "applications_count_insert" ON "applications";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "applications_count_delete" ON "applications";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "applications_count_move" ON "applications";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "applications_count_truncate" ON "applications";
--> statement-breakpoint
-- CREATE TRIGGER locks applications against writes until this migration commits, so the count below sees
-- every application and none is added in between.
CREATE TRIGGER "applications_count_insert" AFTER INSERT ON "applications"
  REFERENCING NEW TABLE AS inserted_applications
  FOR EACH STATEMENT EXECUTE FUNCTION "application_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "applications_count_delete" AFTER DELETE ON "applications"
  REFERENCING OLD TABLE AS deleted_applications
  FOR EACH STATEMENT EXECUTE FUNCTION "application_counts_subtract"();
--> statement-breakpoint
CREATE TRIGGER "applications_count_move" AFTER UPDATE OF "organization_id" ON "applications"
  FOR EACH ROW WHEN (OLD.organization_id IS DISTINCT FROM NEW.organization_id)
  EXECUTE FUNCTION "application_counts_move"();
--> statement-breakpoint
CREATE TRIGGER "applications_count_truncate" AFTER TRUNCATE ON "applications"
  FOR EACH STATEMENT EXECUTE FUNCTION "application_counts_clear"();
--> statement-breakpoint
-- The applications already there. Their table forces RLS on its owner too, which would see none of them
-- without an organisation set: lifted for this statement's transaction only.
ALTER TABLE "applications" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO "application_counts" ("organization_id", "applications")
  SELECT "organization_id", count(*) FROM "applications" GROUP BY "organization_id"
  ON CONFLICT ("organization_id") DO UPDATE SET "applications" = excluded."applications";
--> statement-breakpoint
ALTER TABLE "applications" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "application_counts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "application_counts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "application_counts_access" ON "application_counts";
--> statement-breakpoint
CREATE POLICY "application_counts_access" ON "application_counts" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "application_counts" TO grantflow_app;

-- Renewals (issue 14 item 1). An application remembers the awarded one it renews; the unique key makes
-- renewApplication idempotent (a second call, or a concurrent one, finds the first renewal). A renewal
-- folder links last cycle's files by new `files` rows naming the same storage key, so the key is no longer
-- unique: the object is removed only with the last row that names it.
ALTER TABLE "files" DROP CONSTRAINT IF EXISTS "files_storage_key_unique";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "files_organization_storage_key_idx" ON "files" ("organization_id","storage_key");
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN IF NOT EXISTS "renewed_from_id" integer;
--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "applications" ADD CONSTRAINT "applications_renewed_from_unique" UNIQUE("organization_id","renewed_from_id");
EXCEPTION WHEN duplicate_object OR duplicate_table THEN NULL;
END $$;

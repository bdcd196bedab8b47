-- Covering and partial indexes for the list and dashboard reads (issue 9; the plans before and after are
-- in packages/db's README, "Indexes"). A custom migration: drizzle's index builder has no INCLUDE, and the
-- schema files keep only the indexes drizzle-kit manages. Every index leads with organization_id (tenant
-- reads, Citus-ready). INCLUDE columns let the aggregates run as index-only scans once the table is vacuumed.

-- Awards by award date (the dashboard's "awarded" = status AWARDED, coalesce(receivement, fiscal, deadline)
-- in a range): awardsByYear, awardedByFunderType, largestFunders, programGoals, activityBounds' oldest award.
-- The expression's own columns are included: the planner only takes an index-only scan over an expression
-- index when the underlying columns are available too.
CREATE INDEX IF NOT EXISTS "applications_awarded_date_idx" ON "applications"
  ("organization_id", (coalesce("receivement_date", "fiscal_date", "deadline")))
  INCLUDE ("grant_id", "amount_awarded_cents", "receivement_date", "fiscal_date", "deadline")
  WHERE "status" = 'AWARDED';
--> statement-breakpoint
-- Awards per grant (funder award totals and last award, listFunders / loadGrants / funderAwardTotals).
CREATE INDEX IF NOT EXISTS "applications_awarded_grant_idx" ON "applications"
  ("organization_id", "grant_id", "receivement_date")
  INCLUDE ("amount_awarded_cents", "fiscal_date", "deadline")
  WHERE "status" = 'AWARDED';
--> statement-breakpoint
-- Sent and pending by submission date (awardsByYear, dashboard cards): everything the pending rule reads.
CREATE INDEX IF NOT EXISTS "applications_submission_cover_idx" ON "applications"
  ("organization_id", "submission_date")
  INCLUDE ("status", "amount_requested_cents", "amount_awarded_cents", "receivement_date", "declined");

-- History and comments are tenant tables (RLS by organisation, like the others). History is append-only for
-- the services: their role may read and add entries, never change or remove one (the default privileges of
-- 20261125214005 granted everything; taken back here). Comments are edited and deleted in place (a deleted
-- comment keeps who and when, its text is emptied), so they are never removed either.
ALTER TABLE "history_entries" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "history_entries" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "history_entries_access" ON "history_entries";
--> statement-breakpoint
CREATE POLICY "history_entries_access" ON "history_entries" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
REVOKE ALL ON "history_entries" FROM grantflow_app;
--> statement-breakpoint
GRANT SELECT, INSERT ON "history_entries" TO grantflow_app;
--> statement-breakpoint
ALTER TABLE "comments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "comments" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "comments_access" ON "comments";
--> statement-breakpoint
CREATE POLICY "comments_access" ON "comments" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
REVOKE ALL ON "comments" FROM grantflow_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "comments" TO grantflow_app;
--> statement-breakpoint
ALTER TABLE "comment_mentions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "comment_mentions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "comment_mentions_access" ON "comment_mentions";
--> statement-breakpoint
CREATE POLICY "comment_mentions_access" ON "comment_mentions" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
REVOKE ALL ON "comment_mentions" FROM grantflow_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "comment_mentions" TO grantflow_app;

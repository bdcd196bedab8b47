-- Roles, grants and row-level security (contract §2). Written to run again safely: the role is
-- cluster-wide and may already exist (many databases share one test cluster), policies are dropped
-- and recreated.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'grantflow_app') THEN
    CREATE ROLE grantflow_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
EXCEPTION
  -- Another database of the same cluster created it between the check and the CREATE.
  WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  -- Never trust a pre-existing role with the same name to be harmless.
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'grantflow_app' AND (rolsuper OR rolbypassrls OR rolcanlogin)) THEN
    ALTER ROLE grantflow_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  -- Lets the migrating (login) user SET ROLE grantflow_app; the services' pool does so on connect.
  IF NOT pg_has_role(current_user, 'grantflow_app', 'MEMBER') THEN
    EXECUTE format('GRANT grantflow_app TO %I', current_user);
  END IF;
EXCEPTION
  WHEN unique_violation OR duplicate_object THEN NULL;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO grantflow_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO grantflow_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO grantflow_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO grantflow_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO grantflow_app;

-- Identity tables: the organisation itself, or an identity transaction (withIdentity).
--> statement-breakpoint
ALTER TABLE "organizations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "organizations" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "organizations_access" ON "organizations";
--> statement-breakpoint
CREATE POLICY "organizations_access" ON "organizations" USING (id = nullif(current_setting('app.organization_id', true), '')::int OR current_setting('app.identity', true) = 'on') WITH CHECK (id = nullif(current_setting('app.organization_id', true), '')::int OR current_setting('app.identity', true) = 'on');
--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "users" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "users_access" ON "users";
--> statement-breakpoint
CREATE POLICY "users_access" ON "users" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int OR current_setting('app.identity', true) = 'on') WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int OR current_setting('app.identity', true) = 'on');
--> statement-breakpoint
ALTER TABLE "manager_links" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "manager_links" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "manager_links_access" ON "manager_links";
--> statement-breakpoint
CREATE POLICY "manager_links_access" ON "manager_links" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int OR current_setting('app.identity', true) = 'on') WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int OR current_setting('app.identity', true) = 'on');
--> statement-breakpoint
ALTER TABLE "support_tickets" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "support_tickets" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "support_tickets_access" ON "support_tickets";
--> statement-breakpoint
CREATE POLICY "support_tickets_access" ON "support_tickets" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int OR current_setting('app.identity', true) = 'on') WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int OR current_setting('app.identity', true) = 'on');
--> statement-breakpoint
ALTER TABLE "email_outbox" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "email_outbox" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "email_outbox_access" ON "email_outbox";
--> statement-breakpoint
CREATE POLICY "email_outbox_access" ON "email_outbox" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int OR current_setting('app.identity', true) = 'on') WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int OR current_setting('app.identity', true) = 'on');
--> statement-breakpoint
ALTER TABLE "audit_events" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "audit_events" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "audit_events_access" ON "audit_events";
--> statement-breakpoint
CREATE POLICY "audit_events_access" ON "audit_events" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int OR current_setting('app.identity', true) = 'on') WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int OR current_setting('app.identity', true) = 'on');

-- Identity tables keyed by user: a user of the current organisation, or an identity transaction.
--> statement-breakpoint
ALTER TABLE "sessions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sessions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "sessions_access" ON "sessions";
--> statement-breakpoint
CREATE POLICY "sessions_access" ON "sessions" USING (current_setting('app.identity', true) = 'on' OR user_id IN (SELECT u.id FROM users u WHERE u.organization_id = nullif(current_setting('app.organization_id', true), '')::int)) WITH CHECK (current_setting('app.identity', true) = 'on' OR user_id IN (SELECT u.id FROM users u WHERE u.organization_id = nullif(current_setting('app.organization_id', true), '')::int));
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "password_reset_tokens_access" ON "password_reset_tokens";
--> statement-breakpoint
CREATE POLICY "password_reset_tokens_access" ON "password_reset_tokens" USING (current_setting('app.identity', true) = 'on' OR user_id IN (SELECT u.id FROM users u WHERE u.organization_id = nullif(current_setting('app.organization_id', true), '')::int)) WITH CHECK (current_setting('app.identity', true) = 'on' OR user_id IN (SELECT u.id FROM users u WHERE u.organization_id = nullif(current_setting('app.organization_id', true), '')::int));
--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "email_verification_tokens" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "email_verification_tokens_access" ON "email_verification_tokens";
--> statement-breakpoint
CREATE POLICY "email_verification_tokens_access" ON "email_verification_tokens" USING (current_setting('app.identity', true) = 'on' OR user_id IN (SELECT u.id FROM users u WHERE u.organization_id = nullif(current_setting('app.organization_id', true), '')::int)) WITH CHECK (current_setting('app.identity', true) = 'on' OR user_id IN (SELECT u.id FROM users u WHERE u.organization_id = nullif(current_setting('app.organization_id', true), '')::int));
--> statement-breakpoint
ALTER TABLE "two_factor_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "two_factor_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "two_factor_settings_access" ON "two_factor_settings";
--> statement-breakpoint
CREATE POLICY "two_factor_settings_access" ON "two_factor_settings" USING (current_setting('app.identity', true) = 'on' OR user_id IN (SELECT u.id FROM users u WHERE u.organization_id = nullif(current_setting('app.organization_id', true), '')::int)) WITH CHECK (current_setting('app.identity', true) = 'on' OR user_id IN (SELECT u.id FROM users u WHERE u.organization_id = nullif(current_setting('app.organization_id', true), '')::int));
--> statement-breakpoint
ALTER TABLE "two_factor_codes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "two_factor_codes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "two_factor_codes_access" ON "two_factor_codes";
--> statement-breakpoint
CREATE POLICY "two_factor_codes_access" ON "two_factor_codes" USING (current_setting('app.identity', true) = 'on' OR user_id IN (SELECT u.id FROM users u WHERE u.organization_id = nullif(current_setting('app.organization_id', true), '')::int)) WITH CHECK (current_setting('app.identity', true) = 'on' OR user_id IN (SELECT u.id FROM users u WHERE u.organization_id = nullif(current_setting('app.organization_id', true), '')::int));

-- Tenant tables: the current organisation only.
--> statement-breakpoint
ALTER TABLE "funders" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "funders" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "funders_access" ON "funders";
--> statement-breakpoint
CREATE POLICY "funders_access" ON "funders" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "funder_locations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "funder_locations" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "funder_locations_access" ON "funder_locations";
--> statement-breakpoint
CREATE POLICY "funder_locations_access" ON "funder_locations" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "programs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "programs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "programs_access" ON "programs";
--> statement-breakpoint
CREATE POLICY "programs_access" ON "programs" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "program_yearly_goals" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "program_yearly_goals" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "program_yearly_goals_access" ON "program_yearly_goals";
--> statement-breakpoint
CREATE POLICY "program_yearly_goals_access" ON "program_yearly_goals" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "grants" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "grants" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "grants_access" ON "grants";
--> statement-breakpoint
CREATE POLICY "grants_access" ON "grants" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "applications" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "applications" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "applications_access" ON "applications";
--> statement-breakpoint
CREATE POLICY "applications_access" ON "applications" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "reports" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "reports" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "reports_access" ON "reports";
--> statement-breakpoint
CREATE POLICY "reports_access" ON "reports" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "folders" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "folders" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "folders_access" ON "folders";
--> statement-breakpoint
CREATE POLICY "folders_access" ON "folders" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "files" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "files" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "files_access" ON "files";
--> statement-breakpoint
CREATE POLICY "files_access" ON "files" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "import_jobs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "import_jobs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "import_jobs_access" ON "import_jobs";
--> statement-breakpoint
CREATE POLICY "import_jobs_access" ON "import_jobs" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "import_files" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "import_files" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "import_files_access" ON "import_files";
--> statement-breakpoint
CREATE POLICY "import_files_access" ON "import_files" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "chats" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "chats" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "chats_access" ON "chats";
--> statement-breakpoint
CREATE POLICY "chats_access" ON "chats" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "chat_entries" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "chat_entries" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "chat_entries_access" ON "chat_entries";
--> statement-breakpoint
CREATE POLICY "chat_entries_access" ON "chat_entries" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "document_fine_tuning_versions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "document_fine_tuning_versions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "document_fine_tuning_versions_access" ON "document_fine_tuning_versions";
--> statement-breakpoint
CREATE POLICY "document_fine_tuning_versions_access" ON "document_fine_tuning_versions" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "database_fine_tuning_versions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "database_fine_tuning_versions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "database_fine_tuning_versions_access" ON "database_fine_tuning_versions";
--> statement-breakpoint
CREATE POLICY "database_fine_tuning_versions_access" ON "database_fine_tuning_versions" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "calendar_feed_tokens_access" ON "calendar_feed_tokens";
--> statement-breakpoint
CREATE POLICY "calendar_feed_tokens_access" ON "calendar_feed_tokens" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "reminder_sends" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "reminder_sends" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "reminder_sends_access" ON "reminder_sends";
--> statement-breakpoint
CREATE POLICY "reminder_sends_access" ON "reminder_sends" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);

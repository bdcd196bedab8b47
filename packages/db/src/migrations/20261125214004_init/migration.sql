CREATE TYPE "application_status" AS ENUM('AWARDED', 'DECLINED', 'INELIGIBLE', 'NOT_APPLY', 'PENDING', 'SUBMITTED');--> statement-breakpoint
CREATE TYPE "deadline_type" AS ENUM('REQUIRED', 'ROLLING');--> statement-breakpoint
CREATE TYPE "drive_provider" AS ENUM('google_drive', 'one_drive');--> statement-breakpoint
CREATE TYPE "funder_type" AS ENUM('CORPORATE', 'FOUNDATION', 'GOVERNMENT', 'GOVERNMENT_LOCAL', 'GOVERNMENT_STATE', 'ORGANIZATION', 'OTHER');--> statement-breakpoint
CREATE TYPE "grant_frequency" AS ENUM('ONE_TIME', 'RECURRING');--> statement-breakpoint
CREATE TYPE "import_status" AS ENUM('PENDING', 'IN_PROGRESS', 'COMPLETED', 'FAILED');--> statement-breakpoint
CREATE TYPE "report_urgency" AS ENUM('COURTESY', 'REQUIRED');--> statement-breakpoint
CREATE TYPE "role" AS ENUM('ADMIN', 'MANAGER', 'USER');--> statement-breakpoint
CREATE TABLE "calendar_feed_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_feed_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL CONSTRAINT "calendar_feed_tokens_token_hash_unique" UNIQUE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reminder_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminder_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"remind_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_sends_idempotency_key" UNIQUE("organization_id","user_id","kind","subject_id","remind_on")
);
--> statement-breakpoint
CREATE TABLE "chat_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"chat_id" integer NOT NULL,
	"identity" integer NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"data_source" text DEFAULT 'documents' NOT NULL,
	"files" jsonb DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_entries_chat_identity_unique" UNIQUE("organization_id","chat_id","identity"),
	CONSTRAINT "chat_entries_role_valid" CHECK ("role" in ('user', 'assistant', 'system')),
	CONSTRAINT "chat_entries_data_source_valid" CHECK (data_source in ('documents', 'database'))
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"next_identity_no" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chats_organization_id_id_unique" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"funder_id" integer,
	"folder_path" text DEFAULT '/' NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL CONSTRAINT "files_storage_key_unique" UNIQUE,
	"size_bytes" bigint NOT NULL,
	"mime_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_folder_name_unique" UNIQUE NULLS NOT DISTINCT("organization_id","funder_id","folder_path","name"),
	CONSTRAINT "files_size_non_negative" CHECK ("size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "folders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "folders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"funder_id" integer,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folders_path_unique" UNIQUE NULLS NOT DISTINCT("organization_id","funder_id","path"),
	CONSTRAINT "folders_path_absolute" CHECK (left("path", 1) = '/')
);
--> statement-breakpoint
CREATE TABLE "database_fine_tuning_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "database_fine_tuning_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"version" text NOT NULL,
	"authored_month_date" date,
	"database_schema_instructions" text DEFAULT '' NOT NULL,
	"query_optimization_rules" text DEFAULT '' NOT NULL,
	"response_formatting_rules" text DEFAULT '' NOT NULL,
	"security_constraints" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT 'disabled' NOT NULL,
	"authored_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "database_fine_tuning_versions_remarks_valid" CHECK ("remarks" in ('active', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "document_fine_tuning_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_fine_tuning_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" integer,
	"version" text NOT NULL,
	"authored_month_date" date,
	"about_you_details" text DEFAULT '' NOT NULL,
	"response_style_details" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT 'disabled' NOT NULL,
	"authored_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_fine_tuning_versions_remarks_valid" CHECK ("remarks" in ('active', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "funder_locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "funder_locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"funder_id" integer NOT NULL,
	"street_address" text,
	"complement" text,
	"city" text,
	"state" text,
	"zipcode" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funder_locations_funder_unique" UNIQUE("organization_id","funder_id"),
	CONSTRAINT "funder_locations_zipcode_length" CHECK (char_length("zipcode") <= 10)
);
--> statement-breakpoint
CREATE TABLE "funders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "funders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"type" "funder_type" NOT NULL,
	"website" text,
	"complexity_score" integer,
	"key_contacts" text,
	"notes" text,
	"how_to_apply" text,
	"is_paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funders_organization_id_id_unique" UNIQUE("organization_id","id"),
	CONSTRAINT "funders_complexity_score_range" CHECK ("complexity_score" between 0 and 20)
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"grant_id" integer NOT NULL,
	"status" "application_status" DEFAULT 'NOT_APPLY'::"application_status" NOT NULL,
	"deadline" date NOT NULL,
	"deadline_type" "deadline_type" DEFAULT 'REQUIRED'::"deadline_type" NOT NULL,
	"declined" boolean DEFAULT false NOT NULL,
	"declined_date" date,
	"declined_reason" text,
	"is_submitted_as_ineligible" boolean DEFAULT false NOT NULL,
	"ineligible_reason" text,
	"not_apply" boolean DEFAULT false NOT NULL,
	"fiscal_date" date,
	"submission_date" date,
	"amount_requested_cents" bigint,
	"amount_awarded_cents" bigint,
	"receivement_date" date,
	"is_precision_by_year" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_organization_id_id_unique" UNIQUE("organization_id","id"),
	CONSTRAINT "applications_amount_requested_non_negative" CHECK ("amount_requested_cents" >= 0),
	CONSTRAINT "applications_amount_awarded_non_negative" CHECK ("amount_awarded_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "grants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"funder_id" integer NOT NULL,
	"program_id" integer,
	"frequency" "grant_frequency" DEFAULT 'ONE_TIME'::"grant_frequency" NOT NULL,
	"recurrence_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grants_organization_id_id_unique" UNIQUE("organization_id","id"),
	CONSTRAINT "grants_recurrence_count_range" CHECK ("recurrence_count" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"deadline" date NOT NULL,
	"urgency" "report_urgency" NOT NULL,
	"submitted" boolean DEFAULT false NOT NULL,
	"submission_date" date,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_description_length" CHECK (char_length("description") <= 300)
);
--> statement-breakpoint
CREATE TABLE "email_verification_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_verification_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL CONSTRAINT "email_verification_tokens_token_hash_unique" UNIQUE,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manager_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "manager_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manager_links_user_organization_unique" UNIQUE("user_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"fiscal_year_start" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "two_factor_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "two_factor_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL CONSTRAINT "two_factor_settings_user_id_unique" UNIQUE,
	"email_for_2fa" text NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL CONSTRAINT "users_email_unique" UNIQUE,
	"password_hash" text,
	"role" "role" DEFAULT 'USER'::"role" NOT NULL,
	"authorized" boolean DEFAULT true NOT NULL,
	"verified_at" timestamp with time zone,
	"organization_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower_case" CHECK ("email" = lower("email"))
);
--> statement-breakpoint
CREATE TABLE "import_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"provider" "drive_provider" NOT NULL,
	"provider_file_id" text NOT NULL,
	"revision" text NOT NULL,
	"file_name" text NOT NULL,
	"folder_path" text DEFAULT '/' NOT NULL,
	"mime_type" text,
	"size_bytes" bigint,
	"status" "import_status" DEFAULT 'PENDING'::"import_status" NOT NULL,
	"error_message" text,
	"file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_files_provider_revision_unique" UNIQUE("organization_id","provider","provider_file_id","revision")
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" integer,
	"provider" "drive_provider" NOT NULL,
	"funder_id" integer,
	"folder_path" text DEFAULT '/' NOT NULL,
	"doc_name" text NOT NULL,
	"status" "import_status" DEFAULT 'PENDING'::"import_status" NOT NULL,
	"total_files" integer DEFAULT 0 NOT NULL,
	"processed_files" integer DEFAULT 0 NOT NULL,
	"failed_files" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "import_jobs_organization_id_id_unique" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"ip" text,
	"metadata" jsonb DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer,
	"user_id" integer,
	"name" text NOT NULL,
	"organization_name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_yearly_goals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_yearly_goals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"fiscal_year" integer NOT NULL,
	"goal_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_yearly_goals_program_year_unique" UNIQUE("organization_id","program_id","fiscal_year"),
	CONSTRAINT "program_yearly_goals_goal_non_negative" CHECK ("goal_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "programs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programs_organization_id_id_unique" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE INDEX "calendar_feed_tokens_organization_user_idx" ON "calendar_feed_tokens" ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "chats_organization_user_idx" ON "chats" ("organization_id","user_id","updated_at");--> statement-breakpoint
CREATE INDEX "files_organization_name_idx" ON "files" ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "database_fine_tuning_versions_one_active" ON "database_fine_tuning_versions" ("organization_id") WHERE remarks = 'active';--> statement-breakpoint
CREATE INDEX "database_fine_tuning_versions_organization_idx" ON "database_fine_tuning_versions" ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "document_fine_tuning_versions_one_active" ON "document_fine_tuning_versions" ("organization_id") WHERE remarks = 'active';--> statement-breakpoint
CREATE INDEX "document_fine_tuning_versions_organization_idx" ON "document_fine_tuning_versions" ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "funders_organization_name_idx" ON "funders" ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "funders_organization_type_idx" ON "funders" ("organization_id","type");--> statement-breakpoint
CREATE INDEX "applications_organization_deadline_idx" ON "applications" ("organization_id","deadline");--> statement-breakpoint
CREATE INDEX "applications_organization_status_idx" ON "applications" ("organization_id","status","deadline");--> statement-breakpoint
CREATE INDEX "applications_organization_submission_idx" ON "applications" ("organization_id","submission_date");--> statement-breakpoint
CREATE INDEX "applications_organization_receivement_idx" ON "applications" ("organization_id","receivement_date");--> statement-breakpoint
CREATE INDEX "applications_organization_grant_idx" ON "applications" ("organization_id","grant_id");--> statement-breakpoint
CREATE INDEX "grants_organization_funder_idx" ON "grants" ("organization_id","funder_id");--> statement-breakpoint
CREATE INDEX "grants_organization_program_idx" ON "grants" ("organization_id","program_id");--> statement-breakpoint
CREATE INDEX "grants_program_id_idx" ON "grants" ("program_id");--> statement-breakpoint
CREATE INDEX "reports_organization_deadline_idx" ON "reports" ("organization_id","deadline");--> statement-breakpoint
CREATE INDEX "reports_organization_application_idx" ON "reports" ("organization_id","application_id");--> statement-breakpoint
CREATE INDEX "email_verification_tokens_user_id_idx" ON "email_verification_tokens" ("user_id");--> statement-breakpoint
CREATE INDEX "manager_links_organization_id_idx" ON "manager_links" ("organization_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" ("expires_at");--> statement-breakpoint
CREATE INDEX "two_factor_codes_user_id_idx" ON "two_factor_codes" ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "users_organization_id_idx" ON "users" ("organization_id");--> statement-breakpoint
CREATE INDEX "import_files_organization_job_idx" ON "import_files" ("organization_id","job_id");--> statement-breakpoint
CREATE INDEX "import_jobs_organization_created_idx" ON "import_jobs" ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "import_jobs_organization_status_idx" ON "import_jobs" ("organization_id","status");--> statement-breakpoint
CREATE INDEX "audit_events_organization_id_idx" ON "audit_events" ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" ("actor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_unsent_idx" ON "email_outbox" ("created_at") WHERE sent_at is null;--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" ("to_address","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_organization_id_idx" ON "support_tickets" ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "programs_organization_name_unique" ON "programs" ("organization_id",lower("name"));--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "chat_entries" ADD CONSTRAINT "chat_entries_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "chat_entries" ADD CONSTRAINT "chat_entries_chat_fk" FOREIGN KEY ("organization_id","chat_id") REFERENCES "chats"("organization_id","id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_funder_fk" FOREIGN KEY ("organization_id","funder_id") REFERENCES "funders"("organization_id","id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_funder_fk" FOREIGN KEY ("organization_id","funder_id") REFERENCES "funders"("organization_id","id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "database_fine_tuning_versions" ADD CONSTRAINT "database_fine_tuning_versions_kRzpmH0j62UH_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "database_fine_tuning_versions" ADD CONSTRAINT "database_fine_tuning_versions_authored_by_user_id_users_id_fkey" FOREIGN KEY ("authored_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "document_fine_tuning_versions" ADD CONSTRAINT "document_fine_tuning_versions_kRzprFj0JLyF_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "document_fine_tuning_versions" ADD CONSTRAINT "document_fine_tuning_versions_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "document_fine_tuning_versions" ADD CONSTRAINT "document_fine_tuning_versions_authored_by_user_id_users_id_fkey" FOREIGN KEY ("authored_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "funder_locations" ADD CONSTRAINT "funder_locations_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "funder_locations" ADD CONSTRAINT "funder_locations_funder_fk" FOREIGN KEY ("organization_id","funder_id") REFERENCES "funders"("organization_id","id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "funders" ADD CONSTRAINT "funders_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_grant_fk" FOREIGN KEY ("organization_id","grant_id") REFERENCES "grants"("organization_id","id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "grants" ADD CONSTRAINT "grants_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "grants" ADD CONSTRAINT "grants_program_id_programs_id_fkey" FOREIGN KEY ("program_id") REFERENCES "programs"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "grants" ADD CONSTRAINT "grants_funder_fk" FOREIGN KEY ("organization_id","funder_id") REFERENCES "funders"("organization_id","id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_application_fk" FOREIGN KEY ("organization_id","application_id") REFERENCES "applications"("organization_id","id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "manager_links" ADD CONSTRAINT "manager_links_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "manager_links" ADD CONSTRAINT "manager_links_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "two_factor_codes" ADD CONSTRAINT "two_factor_codes_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "two_factor_settings" ADD CONSTRAINT "two_factor_settings_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "import_files" ADD CONSTRAINT "import_files_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "import_files" ADD CONSTRAINT "import_files_file_id_files_id_fkey" FOREIGN KEY ("file_id") REFERENCES "files"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "import_files" ADD CONSTRAINT "import_files_job_fk" FOREIGN KEY ("organization_id","job_id") REFERENCES "import_jobs"("organization_id","id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_funder_fk" FOREIGN KEY ("organization_id","funder_id") REFERENCES "funders"("organization_id","id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_user_id_users_id_fkey" FOREIGN KEY ("actor_user_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "program_yearly_goals" ADD CONSTRAINT "program_yearly_goals_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "program_yearly_goals" ADD CONSTRAINT "program_yearly_goals_program_fk" FOREIGN KEY ("organization_id","program_id") REFERENCES "programs"("organization_id","id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;
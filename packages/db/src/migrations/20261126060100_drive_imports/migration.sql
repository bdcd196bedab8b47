-- Cloud-drive connections (issue 10): one row per user and provider, the refresh token sealed with
-- AES-256-GCM by the application (SECURITY §15). A tenant table: RLS like the other tenant tables.
CREATE TABLE IF NOT EXISTS "drive_connections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drive_connections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" "drive_provider" NOT NULL,
	"refresh_token_sealed" text NOT NULL,
	"scope" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drive_connections_user_provider_unique" UNIQUE("organization_id","user_id","provider"),
	CONSTRAINT "drive_connections_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE,
	CONSTRAINT "drive_connections_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "drive_connections_user_idx" ON "drive_connections" ("user_id");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "drive_connections" TO grantflow_app;
--> statement-breakpoint
ALTER TABLE "drive_connections" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "drive_connections" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "drive_connections_access" ON "drive_connections";
--> statement-breakpoint
CREATE POLICY "drive_connections_access" ON "drive_connections" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);

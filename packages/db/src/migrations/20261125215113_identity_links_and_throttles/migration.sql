CREATE TABLE "auth_throttles" (
	"key" text PRIMARY KEY,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_identities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "external_identities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_identities_issuer_subject_unique" UNIQUE("issuer","subject")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "auth_throttles_updated_at_idx" ON "auth_throttles" ("updated_at");--> statement-breakpoint
CREATE INDEX "external_identities_user_id_idx" ON "external_identities" ("user_id");--> statement-breakpoint
ALTER TABLE "external_identities" ADD CONSTRAINT "external_identities_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
-- The new tables carry no organization_id: their rows are reached only in identity transactions
-- (withIdentity), or, for links, as the current organisation's users.
ALTER TABLE "external_identities" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "external_identities" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "external_identities_access" ON "external_identities";
--> statement-breakpoint
CREATE POLICY "external_identities_access" ON "external_identities" USING (current_setting('app.identity', true) = 'on' OR user_id IN (SELECT u.id FROM users u WHERE u.organization_id = nullif(current_setting('app.organization_id', true), '')::int)) WITH CHECK (current_setting('app.identity', true) = 'on' OR user_id IN (SELECT u.id FROM users u WHERE u.organization_id = nullif(current_setting('app.organization_id', true), '')::int));
--> statement-breakpoint
ALTER TABLE "auth_throttles" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "auth_throttles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "auth_throttles_access" ON "auth_throttles";
--> statement-breakpoint
CREATE POLICY "auth_throttles_access" ON "auth_throttles" USING (current_setting('app.identity', true) = 'on') WITH CHECK (current_setting('app.identity', true) = 'on');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "external_identities", "auth_throttles" TO grantflow_app;

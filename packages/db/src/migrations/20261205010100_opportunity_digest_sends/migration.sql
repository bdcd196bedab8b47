-- The daily opportunity digest (docs/operations.md, Opportunity digest): one row per digest mailed, a tenant
-- table (RLS by organisation) whose unique key per organisation, user and day keeps re-runs from mailing twice;
-- and an index for "changed since the last digest" on the shared copy.
CREATE TABLE "opportunity_digest_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opportunity_digest_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"digest_on" date NOT NULL,
	"opportunity_count" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunity_digest_sends_day_key" UNIQUE("organization_id","user_id","digest_on")
);
--> statement-breakpoint
CREATE INDEX "opportunities_updated_at_idx" ON "opportunities" ("updated_at");--> statement-breakpoint
ALTER TABLE "opportunity_digest_sends" ADD CONSTRAINT "opportunity_digest_sends_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "opportunity_digest_sends" ADD CONSTRAINT "opportunity_digest_sends_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "opportunity_digest_sends" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "opportunity_digest_sends" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "opportunity_digest_sends_access" ON "opportunity_digest_sends";
--> statement-breakpoint
CREATE POLICY "opportunity_digest_sends_access" ON "opportunity_digest_sends" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "opportunity_digest_sends" TO grantflow_app;

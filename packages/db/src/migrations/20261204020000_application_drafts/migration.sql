-- The assistant's drafts of an application's sections (docs/product.md, Drafting with the assistant): a tenant
-- table like the others, one draft per section per application, removed with its application.
CREATE TABLE "application_drafts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"section" text NOT NULL,
	"body" text NOT NULL,
	"citations" jsonb DEFAULT '[]' NOT NULL,
	"generated_by" text NOT NULL,
	"edited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_drafts_section_unique" UNIQUE("organization_id","application_id","section"),
	CONSTRAINT "application_drafts_section_valid" CHECK (section in ('NEED_STATEMENT', 'PROGRAM_DESCRIPTION', 'BUDGET_NARRATIVE', 'EVALUATION', 'ORGANIZATIONAL_BACKGROUND', 'LETTER_OF_INQUIRY')),
	CONSTRAINT "application_drafts_generated_by_valid" CHECK ("generated_by" in ('outline', 'model', 'user'))
);
--> statement-breakpoint
ALTER TABLE "application_drafts" ADD CONSTRAINT "application_drafts_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "application_drafts" ADD CONSTRAINT "application_drafts_application_fk" FOREIGN KEY ("organization_id","application_id") REFERENCES "applications"("organization_id","id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "application_drafts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "application_drafts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "application_drafts_access" ON "application_drafts";
--> statement-breakpoint
CREATE POLICY "application_drafts_access" ON "application_drafts" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "application_drafts" TO grantflow_app;

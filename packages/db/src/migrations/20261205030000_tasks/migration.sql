-- Tasks (docs/product.md, Tasks): a tenant table like the others (RLS by organisation), removed with its
-- application or funder; and each user's own task reminder days, beside their deadline reminders' switch.
CREATE TABLE "tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"assignee_id" integer,
	"created_by_id" integer,
	"due_date" date,
	"state" text DEFAULT 'OPEN' NOT NULL,
	"application_id" integer,
	"funder_id" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_state_known" CHECK ("state" in ('OPEN', 'DONE')),
	CONSTRAINT "tasks_one_target" CHECK ("application_id" is null or "funder_id" is null)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "task_reminder_days" integer[] DEFAULT '{30,14,7,1}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "tasks_organization_assignee_idx" ON "tasks" ("organization_id","assignee_id","state","due_date");--> statement-breakpoint
CREATE INDEX "tasks_organization_application_idx" ON "tasks" ("organization_id","application_id");--> statement-breakpoint
CREATE INDEX "tasks_organization_funder_idx" ON "tasks" ("organization_id","funder_id");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_users_id_fkey" FOREIGN KEY ("assignee_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_id_users_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_application_fk" FOREIGN KEY ("organization_id","application_id") REFERENCES "applications"("organization_id","id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_funder_fk" FOREIGN KEY ("organization_id","funder_id") REFERENCES "funders"("organization_id","id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "tasks" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "tasks" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "tasks_access" ON "tasks";
--> statement-breakpoint
CREATE POLICY "tasks_access" ON "tasks" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "tasks" TO grantflow_app;

-- Saved Find grants searches (docs/product.md, Saved searches): a tenant table like the others (RLS by
-- organisation), each row owned by the user who saved it; the use cases read and change only the caller's own.
CREATE TABLE "saved_opportunity_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_opportunity_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"search" text,
	"filters" jsonb DEFAULT '{}' NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"last_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "saved_opportunity_searches_user_idx" ON "saved_opportunity_searches" ("organization_id","user_id","created_at");--> statement-breakpoint
ALTER TABLE "saved_opportunity_searches" ADD CONSTRAINT "saved_opportunity_searches_WVYXSO1WwavT_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "saved_opportunity_searches" ADD CONSTRAINT "saved_opportunity_searches_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "saved_opportunity_searches" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "saved_opportunity_searches" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "saved_opportunity_searches_access" ON "saved_opportunity_searches";
--> statement-breakpoint
CREATE POLICY "saved_opportunity_searches_access" ON "saved_opportunity_searches" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "saved_opportunity_searches" TO grantflow_app;

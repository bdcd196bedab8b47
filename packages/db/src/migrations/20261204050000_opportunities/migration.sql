-- Federal opportunities from Grants.gov (docs/product.md, Find grants): one shared, read-only-for-tenants copy
-- written by the sync job in identity mode, searched with English full-text and a trigram fallback on titles;
-- per-organisation dismissals and tracked links with RLS like every tenant table. pg_trgm exists since the
-- document index migration. Reading the copy still needs a tenant or identity transaction: no setting, no rows.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "opportunities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opportunities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"grants_gov_id" integer NOT NULL CONSTRAINT "opportunities_grants_gov_id_unique" UNIQUE,
	"number" text NOT NULL,
	"title" text NOT NULL,
	"agency_code" text NOT NULL,
	"agency_name" text NOT NULL,
	"status" text NOT NULL,
	"open_date" date,
	"close_date" date,
	"award_ceiling_cents" bigint,
	"award_floor_cents" bigint,
	"eligibility_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"alns" text[] DEFAULT '{}'::text[] NOT NULL,
	"synopsis" text DEFAULT '' NOT NULL,
	"link" text NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"hit_fingerprint" text NOT NULL,
	"source_updated_at" timestamp with time zone,
	"search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, agency_name || ' ' || number), 'B') || setweight(to_tsvector('english'::regconfig, synopsis), 'D')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunities_status_valid" CHECK ("status" in ('forecasted', 'posted', 'closed', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "opportunity_dismissals" (
	"organization_id" integer,
	"opportunity_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunity_dismissals_pkey" PRIMARY KEY("organization_id","opportunity_id")
);
--> statement-breakpoint
CREATE TABLE "opportunity_tracks" (
	"organization_id" integer,
	"opportunity_id" integer,
	"application_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunity_tracks_pkey" PRIMARY KEY("organization_id","opportunity_id")
);
--> statement-breakpoint
CREATE INDEX "opportunities_search_idx" ON "opportunities" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "opportunities_title_trgm_idx" ON "opportunities" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "opportunities_close_date_idx" ON "opportunities" ("close_date");--> statement-breakpoint
ALTER TABLE "opportunity_dismissals" ADD CONSTRAINT "opportunity_dismissals_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "opportunity_dismissals" ADD CONSTRAINT "opportunity_dismissals_opportunity_id_opportunities_id_fkey" FOREIGN KEY ("opportunity_id") REFERENCES "opportunities"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "opportunity_tracks" ADD CONSTRAINT "opportunity_tracks_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "opportunity_tracks" ADD CONSTRAINT "opportunity_tracks_opportunity_id_opportunities_id_fkey" FOREIGN KEY ("opportunity_id") REFERENCES "opportunities"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "opportunity_tracks" ADD CONSTRAINT "opportunity_tracks_application_fk" FOREIGN KEY ("organization_id","application_id") REFERENCES "applications"("organization_id","id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "opportunities" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "opportunities" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- One policy, as on every table: read in any tenant or identity transaction; rows written (inserted or
-- updated) only in identity mode, so a tenant's UPDATE is refused; DELETE is not granted (below).
CREATE POLICY "opportunities_access" ON "opportunities" USING (nullif(current_setting('app.organization_id', true), '') IS NOT NULL OR current_setting('app.identity', true) = 'on') WITH CHECK (current_setting('app.identity', true) = 'on');
--> statement-breakpoint
-- The schema's default privileges grant DELETE on every new table: not on the shared copy (rows are closed, never deleted).
REVOKE DELETE, TRUNCATE ON "opportunities" FROM grantflow_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "opportunities" TO grantflow_app;
--> statement-breakpoint
ALTER TABLE "opportunity_dismissals" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "opportunity_dismissals" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "opportunity_dismissals_access" ON "opportunity_dismissals" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "opportunity_dismissals" TO grantflow_app;
--> statement-breakpoint
ALTER TABLE "opportunity_tracks" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "opportunity_tracks" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "opportunity_tracks_access" ON "opportunity_tracks" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "opportunity_tracks" TO grantflow_app;

-- Funder research (docs/product.md, Funder research): the EIN a user confirmed on the funder, and its public
-- 990 filings per year, a tenant table like the others (RLS by organisation), removed with its funder.
CREATE TABLE "funder_filings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "funder_filings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"funder_id" integer NOT NULL,
	"year" integer NOT NULL,
	"form_type" text NOT NULL,
	"revenue" bigint,
	"assets" bigint,
	"grants_paid" bigint,
	"source_url" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "funder_filings_year_unique" UNIQUE("organization_id","funder_id","year","form_type"),
	CONSTRAINT "funder_filings_form_type_valid" CHECK ("form_type" in ('990', '990EZ', '990PF'))
);
--> statement-breakpoint
ALTER TABLE "funders" ADD COLUMN "ein" text;--> statement-breakpoint
ALTER TABLE "funder_filings" ADD CONSTRAINT "funder_filings_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "funder_filings" ADD CONSTRAINT "funder_filings_funder_fk" FOREIGN KEY ("organization_id","funder_id") REFERENCES "funders"("organization_id","id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "funders" ADD CONSTRAINT "funders_ein_digits" CHECK ("ein" ~ '^[0-9]{9}$');--> statement-breakpoint
ALTER TABLE "funder_filings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "funder_filings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "funder_filings_access" ON "funder_filings";
--> statement-breakpoint
CREATE POLICY "funder_filings_access" ON "funder_filings" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "funder_filings" TO grantflow_app;

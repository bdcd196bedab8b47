-- Spreadsheet imports (docs/product.md, Importing a spreadsheet): the import with its file until the job
-- ends, and one row per spreadsheet row with its outcome (exactly once per row, a re-import matches).
CREATE TABLE "spreadsheet_import_rows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spreadsheet_import_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"import_id" integer NOT NULL,
	"kind" text NOT NULL,
	"row_number" integer NOT NULL,
	"row_key" text NOT NULL,
	"outcome" text NOT NULL,
	"reasons" jsonb DEFAULT '[]' NOT NULL,
	"cells" jsonb,
	"funder_id" integer,
	"program_id" integer,
	"grant_id" integer,
	"created_funder" boolean DEFAULT false NOT NULL,
	"created_program" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spreadsheet_import_rows_row_unique" UNIQUE("organization_id","import_id","row_number"),
	CONSTRAINT "spreadsheet_import_rows_outcome_valid" CHECK ("outcome" in ('CREATED', 'MATCHED', 'SKIPPED'))
);
--> statement-breakpoint
CREATE TABLE "spreadsheet_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spreadsheet_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"funder_match" text NOT NULL,
	"language" text NOT NULL,
	"sheet" text,
	"file_name" text NOT NULL,
	"file_hash" text NOT NULL,
	"content" bytea,
	"headers" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"status" "import_status" DEFAULT 'PENDING'::"import_status" NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"matched_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	CONSTRAINT "spreadsheet_imports_organization_id_id_unique" UNIQUE("organization_id","id"),
	CONSTRAINT "spreadsheet_imports_kind_valid" CHECK ("kind" in ('FUNDERS', 'GRANTS')),
	CONSTRAINT "spreadsheet_imports_funder_match_valid" CHECK ("funder_match" in ('MERGE', 'CREATE')),
	CONSTRAINT "spreadsheet_imports_language_valid" CHECK ("language" in ('en', 'pt', 'de'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "spreadsheet_import_rows_created_key_unique" ON "spreadsheet_import_rows" ("organization_id","kind","row_key") WHERE "outcome" = 'CREATED';--> statement-breakpoint
CREATE INDEX "spreadsheet_imports_organization_kind_idx" ON "spreadsheet_imports" ("organization_id","kind","created_at");--> statement-breakpoint
ALTER TABLE "spreadsheet_import_rows" ADD CONSTRAINT "spreadsheet_import_rows_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "spreadsheet_import_rows" ADD CONSTRAINT "spreadsheet_import_rows_import_fk" FOREIGN KEY ("organization_id","import_id") REFERENCES "spreadsheet_imports"("organization_id","id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "spreadsheet_imports" ADD CONSTRAINT "spreadsheet_imports_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "spreadsheet_imports" ADD CONSTRAINT "spreadsheet_imports_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "spreadsheet_imports" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "spreadsheet_imports" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "spreadsheet_imports_access" ON "spreadsheet_imports";
--> statement-breakpoint
CREATE POLICY "spreadsheet_imports_access" ON "spreadsheet_imports" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "spreadsheet_imports" TO grantflow_app;
--> statement-breakpoint
ALTER TABLE "spreadsheet_import_rows" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "spreadsheet_import_rows" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "spreadsheet_import_rows_access" ON "spreadsheet_import_rows";
--> statement-breakpoint
CREATE POLICY "spreadsheet_import_rows_access" ON "spreadsheet_import_rows" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "spreadsheet_import_rows" TO grantflow_app;

-- The assistant's document index (issue 11 item 2): passages of the organisation's files with full-text
-- vectors in the document's language and in 'simple', a trigram index over the names context, and an
-- optional embedding stored as real[] (pgvector is not available on embedded PostgreSQL). A hand-written
-- migration: drizzle-kit has no regconfig/tsvector types or trigram operator classes. pg_trgm is a
-- trusted extension, so the owner creates it without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "document_chunks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"organization_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"ordinal" integer NOT NULL,
	"heading" text,
	"context" text NOT NULL,
	"content" text NOT NULL,
	"language" regconfig NOT NULL,
	"search_vector" tsvector NOT NULL GENERATED ALWAYS AS (setweight(to_tsvector("language", "context"), 'A') || setweight(to_tsvector("language", "content"), 'D')) STORED,
	"simple_vector" tsvector NOT NULL GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, "context"), 'A') || setweight(to_tsvector('simple'::regconfig, "content"), 'D')) STORED,
	"embedding" real[],
	CONSTRAINT "document_chunks_file_ordinal_unique" UNIQUE("file_id","ordinal"),
	CONSTRAINT "document_chunks_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE,
	CONSTRAINT "document_chunks_file_id_files_id_fkey" FOREIGN KEY ("file_id") REFERENCES "files"("id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "document_chunks_organization_file_idx" ON "document_chunks" ("organization_id","file_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "document_chunks_search_idx" ON "document_chunks" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "document_chunks_simple_idx" ON "document_chunks" USING gin ("simple_vector");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "document_chunks_context_trgm_idx" ON "document_chunks" USING gin ("context" gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "document_index_files" (
	"organization_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"status" text NOT NULL,
	"detail" text,
	"language" text,
	"title" text,
	"chunk_count" integer DEFAULT 0 NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_index_files_pkey" PRIMARY KEY("file_id"),
	CONSTRAINT "document_index_files_status" CHECK ("status" in ('indexed', 'unsupported', 'failed')),
	CONSTRAINT "document_index_files_organization_id_organizations_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE,
	CONSTRAINT "document_index_files_file_id_files_id_fkey" FOREIGN KEY ("file_id") REFERENCES "files"("id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "document_index_files_organization_idx" ON "document_index_files" ("organization_id");
--> statement-breakpoint
ALTER TABLE "document_chunks" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "document_chunks" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "document_chunks_access" ON "document_chunks";
--> statement-breakpoint
CREATE POLICY "document_chunks_access" ON "document_chunks" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "document_index_files" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "document_index_files" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "document_index_files_access" ON "document_index_files";
--> statement-breakpoint
CREATE POLICY "document_index_files_access" ON "document_index_files" USING (organization_id = nullif(current_setting('app.organization_id', true), '')::int) WITH CHECK (organization_id = nullif(current_setting('app.organization_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "document_chunks", "document_index_files" TO grantflow_app;

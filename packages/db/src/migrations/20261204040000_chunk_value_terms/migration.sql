-- The class terms of the values a passage states (a date, an amount: docs/architecture.md, Assistant
-- retrieval), indexed with the passage so that "when is the report due" finds "no later than 31 March" and
-- "how much can we ask for" finds "$15,000 to $40,000". The vectors are generated columns, so they are
-- re-made with the new column; the indexer re-makes every file's passages (its index version changed).
ALTER TABLE "document_chunks" ADD COLUMN IF NOT EXISTS "terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_chunks" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "document_chunks" ADD COLUMN "search_vector" tsvector NOT NULL GENERATED ALWAYS AS (setweight(to_tsvector(language, context), 'A') || setweight(to_tsvector(language, content), 'D') || setweight(to_tsvector(language, coalesce(heading, '')), 'B') || setweight(to_tsvector(language, terms), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "document_chunks" DROP COLUMN "simple_vector";--> statement-breakpoint
ALTER TABLE "document_chunks" ADD COLUMN "simple_vector" tsvector NOT NULL GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, context), 'A') || setweight(to_tsvector('simple'::regconfig, content), 'D') || setweight(to_tsvector('simple'::regconfig, coalesce(heading, '')), 'B') || setweight(to_tsvector('simple'::regconfig, terms), 'C')) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "document_chunks_search_idx" ON "document_chunks" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "document_chunks_simple_idx" ON "document_chunks" USING gin ("simple_vector");

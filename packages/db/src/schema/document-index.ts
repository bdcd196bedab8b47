import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { files } from './documents.ts';
import { tenantId } from './tenant.ts';

// The assistant's search index over the organisation's files. One row per passage,
// full-text vectors in the document's own language and in 'simple' (names, numbers), an optional
// embedding. Written only by the indexer; chunks die with their file (ON DELETE CASCADE).

/** A PostgreSQL text search configuration name ('english', 'portuguese', 'german', 'simple'). */
const regconfig = customType<{ data: string }>({ dataType: () => 'regconfig' });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const documentChunks = pgTable(
  'document_chunks',
  {
    id: id(),
    organizationId: tenantId(),
    // A plain key: files has no (organization_id, id) unique key to point at; the indexer inserts by
    // selecting the file inside the tenant transaction, so a chunk never names another organisation's file.
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    heading: text('heading'),
    /** Funder name, file name and document title: weighted high, and the trigram target for names. */
    context: text('context').notNull(),
    /** The passage with its "Title › Heading" line. */
    content: text('content').notNull(),
    language: regconfig('language').notNull(),
    /** Class terms of the values the passage states (a date, an amount): indexed, never shown. */
    terms: text('terms').notNull().default(''),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector(language, context), 'A') || setweight(to_tsvector(language, content), 'D') || setweight(to_tsvector(language, coalesce(heading, '')), 'B') || setweight(to_tsvector(language, terms), 'C')`,
      ),
    simpleVector: tsvector('simple_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, context), 'A') || setweight(to_tsvector('simple'::regconfig, content), 'D') || setweight(to_tsvector('simple'::regconfig, coalesce(heading, '')), 'B') || setweight(to_tsvector('simple'::regconfig, terms), 'C')`,
      ),
    /** Unit-length embedding when an embeddings endpoint is configured (no pgvector needed). */
    embedding: real('embedding').array(),
  },
  (t) => [
    unique('document_chunks_file_ordinal_unique').on(t.fileId, t.ordinal),
    index('document_chunks_organization_file_idx').on(t.organizationId, t.fileId),
    index('document_chunks_search_idx').using('gin', t.searchVector),
    index('document_chunks_simple_idx').using('gin', t.simpleVector),
    index('document_chunks_context_trgm_idx').using('gin', sql`${t.context} gin_trgm_ops`),
  ],
);

/** What the indexer last did with each file, so a re-delivered event with unchanged bytes is a no-op. */
export const documentIndexFiles = pgTable(
  'document_index_files',
  {
    organizationId: tenantId(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** sha256 of the bytes plus the embedding model (a new model re-embeds). */
    fingerprint: text('fingerprint').notNull(),
    status: text('status').notNull(),
    detail: text('detail'),
    language: text('language'),
    /** The document's own title (or its file name), kept for the passages' context after a rename. */
    title: text('title'),
    chunkCount: integer('chunk_count').notNull().default(0),
    indexedAt: timestamp('indexed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'document_index_files_pkey', columns: [t.fileId] }),
    index('document_index_files_organization_idx').on(t.organizationId),
    check('document_index_files_status', sql`${t.status} in ('indexed', 'unsupported', 'failed')`),
  ],
);

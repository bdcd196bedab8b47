import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';

// Writes of the assistant's document index: the file a job is about, its bookkeeping row
// and its passages. Every statement filters on organization_id as well as running under RLS; passages are
// inserted by selecting the file within the organisation, so they can never point at another one's file.

export type IndexLanguageConfig = 'english' | 'portuguese' | 'german' | 'simple';
export type IndexStatus = 'indexed' | 'unsupported' | 'failed';

export interface FileToIndex {
  id: number;
  name: string;
  /** Stored form ('/', '/Guidelines/2026'). */
  folderPath: string;
  funderId: number | null;
  funderName: string | null;
  storageKey: string;
  mimeType: string;
  sizeBytes: number;
}

export interface ChunkToStore {
  ordinal: number;
  heading: string | null;
  content: string;
  /** Class terms of the values the passage states (domain/documents/value-terms), searched, never shown. */
  terms?: string;
  /** Unit length; null without an embeddings endpoint. */
  embedding: number[] | null;
}

export interface FileIndexState {
  fingerprint: string;
  status: IndexStatus;
  chunkCount: number;
  language: string | null;
  title: string | null;
  detail: string | null;
}

export async function getFileToIndex(
  tx: DbExecutor,
  organizationId: number,
  fileId: number,
): Promise<FileToIndex | null> {
  const { rows } = await tx.execute<{
    id: number;
    name: string;
    folder_path: string;
    funder_id: number | null;
    funder_name: string | null;
    storage_key: string;
    mime_type: string;
    size_bytes: string | number;
  }>(sql`select fi.id, fi.name, fi.folder_path, fi.funder_id, fu.name as funder_name, fi.storage_key,
      fi.mime_type, fi.size_bytes
    from files fi
    left join funders fu on fu.organization_id = fi.organization_id and fu.id = fi.funder_id
    where fi.organization_id = ${organizationId} and fi.id = ${fileId}`);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    folderPath: row.folder_path,
    funderId: row.funder_id,
    funderName: row.funder_name,
    storageKey: row.storage_key,
    mimeType: row.mime_type,
    sizeBytes: Number(row.size_bytes),
  };
}

export async function getFileIndexState(
  tx: DbExecutor,
  organizationId: number,
  fileId: number,
): Promise<FileIndexState | null> {
  const { rows } = await tx.execute<{
    fingerprint: string;
    status: IndexStatus;
    chunk_count: number;
    language: string | null;
    title: string | null;
    detail: string | null;
  }>(sql`select fingerprint, status, chunk_count, language, title, detail from document_index_files
    where organization_id = ${organizationId} and file_id = ${fileId}`);
  const row = rows[0];
  return row
    ? {
        fingerprint: row.fingerprint,
        status: row.status,
        chunkCount: row.chunk_count,
        language: row.language,
        title: row.title,
        detail: row.detail,
      }
    : null;
}

/** Locks the file's row for the rest of the transaction, so two deliveries of one file index in turn. */
export async function lockFileForIndexing(
  tx: DbExecutor,
  organizationId: number,
  fileId: number,
): Promise<boolean> {
  const { rows } = await tx.execute<{ id: number }>(
    sql`select id from files where organization_id = ${organizationId} and id = ${fileId} for update`,
  );
  return rows.length > 0;
}

/**
 * Replaces the file's passages and its bookkeeping row (call inside one transaction). Inserting through
 * `select … from files` makes a file deleted meanwhile, or of another organisation, insert nothing.
 */
export async function replaceFileChunks(
  tx: DbExecutor,
  organizationId: number,
  fileId: number,
  input: {
    context: string;
    language: IndexLanguageConfig;
    chunks: readonly ChunkToStore[];
    state: Omit<FileIndexState, 'chunkCount'>;
  },
): Promise<void> {
  await tx.execute(
    sql`delete from document_chunks where organization_id = ${organizationId} and file_id = ${fileId}`,
  );
  // Inserted in batches: one statement per 200 passages keeps the parameter count far below the limit.
  for (let start = 0; start < input.chunks.length; start += 200) {
    const batch = input.chunks.slice(start, start + 200);
    const values = sql.join(
      batch.map(
        (chunk) =>
          sql`(${chunk.ordinal}::int, ${chunk.heading}::text, ${chunk.content}::text, ${chunk.terms ?? ''}::text, ${
            chunk.embedding ? sql`${`{${chunk.embedding.join(',')}}`}::real[]` : sql`null::real[]`
          })`,
      ),
      sql`, `,
    );
    await tx.execute(sql`insert into document_chunks
        (organization_id, file_id, ordinal, heading, context, content, terms, language, embedding)
      select fi.organization_id, fi.id, v.ordinal, v.heading, ${input.context}, v.content, v.terms,
        ${input.language}::regconfig, v.embedding
      from files fi, (values ${values}) as v(ordinal, heading, content, terms, embedding)
      where fi.organization_id = ${organizationId} and fi.id = ${fileId}`);
  }
  await tx.execute(sql`insert into document_index_files
      (organization_id, file_id, fingerprint, status, detail, language, title, chunk_count, indexed_at)
    select fi.organization_id, fi.id, ${input.state.fingerprint}, ${input.state.status}, ${input.state.detail},
      ${input.state.language}, ${input.state.title}, ${input.chunks.length}, now()
    from files fi where fi.organization_id = ${organizationId} and fi.id = ${fileId}
    on conflict (file_id) do update set fingerprint = excluded.fingerprint, status = excluded.status,
      detail = excluded.detail, language = excluded.language, title = excluded.title, chunk_count = excluded.chunk_count,
      indexed_at = excluded.indexed_at`);
}

/** A rename or move: the passages stay, their names context (and so their vectors) follows. */
export async function setFileChunksContext(
  tx: DbExecutor,
  organizationId: number,
  fileId: number,
  context: string,
): Promise<number> {
  const { rows } = await tx.execute<{ id: number }>(sql`update document_chunks set context = ${context}
    where organization_id = ${organizationId} and file_id = ${fileId} and context is distinct from ${context}
    returning id`);
  return rows.length;
}

export async function deleteFileChunks(
  tx: DbExecutor,
  organizationId: number,
  fileId: number,
): Promise<number> {
  const { rows } = await tx.execute<{ id: number }>(
    sql`delete from document_chunks where organization_id = ${organizationId} and file_id = ${fileId} returning id`,
  );
  await tx.execute(
    sql`delete from document_index_files where organization_id = ${organizationId} and file_id = ${fileId}`,
  );
  return rows.length;
}

/**
 * The files whose passages another index version made: their fingerprint (bytes:model:version) does not
 * end with `version`. Passages made before versions were recorded have no version part.
 */
export async function filesIndexedByOtherVersion(
  tx: DbExecutor,
  organizationId: number,
  version: string,
): Promise<number[]> {
  const { rows } = await tx.execute<{ file_id: number }>(sql`select file_id from document_index_files
    where organization_id = ${organizationId} and status = 'indexed'
      and right(fingerprint, ${version.length + 1}) <> ${`:${version}`}
    order by file_id`);
  return rows.map((row) => row.file_id);
}

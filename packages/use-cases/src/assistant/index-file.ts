import { createHash } from 'node:crypto';
import { type Db, withTenant } from '@grantflow/db/client';
import {
  type ChunkToStore,
  getFileIndexState,
  getFileToIndex,
  lockFileForIndexing,
  replaceFileChunks,
  setFileChunksContext,
} from '@grantflow/db/repositories/document-index';
import { chunkDocument } from '@grantflow/domain/documents/chunk-document';
import type { FileStorage } from '@grantflow/storage/file-storage';
import type { EmbeddingsClient } from './embeddings.ts';
import {
  DEFAULT_EXTRACTION_ISOLATION,
  type ExtractionIsolation,
  extractInChild,
} from './extract/extract-in-child.ts';
import type { ExtractionResult } from './extract/extraction-protocol.ts';
import { DEFAULT_EXTRACTION_LIMITS, ExtractionError, type ExtractionLimits } from './extract/types.ts';
import { fileContext, titleFromFileName } from './file-context.ts';
import { languageConfigOf } from './language-config.ts';
import { passageValueTerms } from './passage-value-terms.ts';
import { readStoredBytes, StoredFileTooLarge } from './read-stored-bytes.ts';

/**
 * How passages are made (chunking, value terms). Part of the fingerprint: a new version re-makes every
 * file's passages at its next indexing run, even with the same bytes and model.
 */
export const INDEX_VERSION = 'v2';

export interface IndexFileOptions {
  db: Db;
  storage: FileStorage;
  embeddings?: EmbeddingsClient | undefined;
  organizationId: number;
  fileId: number;
  limits?: ExtractionLimits;
  /** Memory and time the separate extraction process may use. */
  isolation?: ExtractionIsolation;
}

export type IndexFileOutcome =
  /** The file is gone (deleted before the job ran): nothing to index. */
  | { status: 'missing' }
  /** Same bytes and model as last time: only the names context was refreshed. */
  | { status: 'unchanged'; chunks: number }
  | { status: 'indexed'; chunks: number; language: string }
  /** Not a readable document (an image, a legacy Office file) or unreadable: no passages, and why. */
  | { status: 'unsupported' | 'failed'; detail: string };

/**
 * (Re)indexes one file: reads its bytes from storage, extracts, chunks, embeds when an endpoint is
 * configured, and replaces its passages in one transaction. Idempotent (a re-delivered event with the same
 * bytes changes nothing); extraction runs outside any transaction and outside this process. Storage or
 * embeddings failures throw, so the job is retried; a file that cannot be read (limits, broken content, a
 * parser out of memory or time) is recorded as failed with its code and the job succeeds, so the same
 * bytes are never parsed again.
 */
export async function indexFile(options: IndexFileOptions): Promise<IndexFileOutcome> {
  const { db, storage, embeddings, organizationId, fileId } = options;
  const limits = options.limits ?? DEFAULT_EXTRACTION_LIMITS;
  const loaded = await withTenant(db, organizationId, async (tx) => ({
    file: await getFileToIndex(tx, organizationId, fileId),
    state: await getFileIndexState(tx, organizationId, fileId),
  }));
  const file = loaded.file;
  if (!file) return { status: 'missing' };

  let bytes: Uint8Array;
  try {
    bytes = await readStoredBytes(storage, file.storageKey, limits.maxInputBytes);
  } catch (error) {
    if (error instanceof StoredFileTooLarge) return record(options, file.storageKey, 'failed', 'TOO_LARGE');
    // Anything else (bytes not there yet, storage unreachable) is retried by the queue.
    throw error;
  }
  const fingerprint = `${createHash('sha256').update(bytes).digest('hex')}:${embeddings?.model ?? 'none'}:${INDEX_VERSION}`;

  if (loaded.state?.fingerprint === fingerprint) {
    const context = fileContext({ ...file, title: loaded.state.title });
    await withTenant(db, organizationId, (tx) => setFileChunksContext(tx, organizationId, fileId, context));
    return { status: 'unchanged', chunks: loaded.state.chunkCount };
  }

  let extracted: ExtractionResult;
  try {
    extracted = await extractInChild(
      { bytes, mimeType: file.mimeType, fileName: file.name },
      limits,
      options.isolation ?? DEFAULT_EXTRACTION_ISOLATION,
    );
  } catch (error) {
    if (!(error instanceof ExtractionError)) throw error;
    const status = error.code === 'UNSUPPORTED_TYPE' ? 'unsupported' : 'failed';
    return record(options, file.storageKey, status, error.code, fingerprint);
  }

  const title = extracted.title?.trim() || titleFromFileName(file.name);
  const chunks = chunkDocument({ title, sections: extracted.sections });
  const { language, config } = languageConfigOf(
    [title, ...extracted.sections.map((section) => `${section.heading ?? ''}\n${section.text}`)].join('\n'),
  );
  const vectors =
    embeddings && chunks.length > 0
      ? await embeddings.embed(chunks.map((chunk) => `${file.funderName ?? ''}\n${chunk.text}`))
      : null;
  const rows: ChunkToStore[] = chunks.map((chunk, index) => ({
    ordinal: chunk.ordinal,
    heading: chunk.heading,
    content: chunk.text,
    terms: passageValueTerms(chunk.text, language),
    embedding: vectors?.[index] ?? null,
  }));

  const written = await withTenant(db, organizationId, async (tx) => {
    // The row lock serialises two deliveries of one file; a file re-uploaded meanwhile (new key) is left
    // to the newer event's job.
    if (!(await lockFileForIndexing(tx, organizationId, fileId))) return false;
    const current = await getFileToIndex(tx, organizationId, fileId);
    if (!current || current.storageKey !== file.storageKey) return false;
    await replaceFileChunks(tx, organizationId, fileId, {
      context: fileContext({ ...current, title }),
      language: config,
      chunks: rows,
      state: {
        fingerprint,
        status: 'indexed',
        language: language ?? 'simple',
        title,
        detail: extracted.truncated ? 'TRUNCATED' : null,
      },
    });
    return true;
  });
  if (!written) return { status: 'missing' };
  return { status: 'indexed', chunks: rows.length, language: language ?? 'simple' };
}

/** Records a file that yields no passages (and drops any it had), so the state says why. */
async function record(
  options: IndexFileOptions,
  storageKey: string,
  status: 'unsupported' | 'failed',
  detail: string,
  fingerprint = `unread:${storageKey}`,
): Promise<IndexFileOutcome> {
  const { db, organizationId, fileId } = options;
  await withTenant(db, organizationId, async (tx) => {
    if (!(await lockFileForIndexing(tx, organizationId, fileId))) return;
    await replaceFileChunks(tx, organizationId, fileId, {
      context: '',
      language: 'simple',
      chunks: [],
      state: { fingerprint, status, language: null, title: null, detail },
    });
  });
  return { status, detail };
}

import type { Db } from '@grantflow/db/client';
import type { FileEvent } from '@grantflow/queue/file-events';
import type { FileStorage } from '@grantflow/storage/file-storage';
import type { EmbeddingsClient } from '@grantflow/use-cases/assistant/embeddings';
import type { ExtractionIsolation } from '@grantflow/use-cases/assistant/extract/extract-in-child';
import { indexFile } from '@grantflow/use-cases/assistant/index-file';
import { refreshFileIndexContext } from '@grantflow/use-cases/assistant/refresh-file-index-context';
import { removeFileIndex } from '@grantflow/use-cases/assistant/remove-file-index';

export interface IndexerDeps {
  db: Db;
  storage: FileStorage;
  embeddings?: EmbeddingsClient | undefined;
  /** Memory and time a file's parsing may use (the defaults of `extractInChild` when unset). */
  extraction?: ExtractionIsolation | undefined;
}

/**
 * One file event, one use case. Each is idempotent, so at-least-once delivery is safe: a re-delivered
 * `file.stored` with the same bytes only refreshes names, a repeated delete removes nothing more. A
 * `file.renamed` of a file never indexed (its `file.stored` job still queued) does nothing; that job will
 * index it under its new name.
 */
export async function handleFileEvent(deps: IndexerDeps, event: FileEvent): Promise<unknown> {
  const target = { db: deps.db, organizationId: event.organizationId, fileId: event.fileId };
  switch (event.type) {
    case 'file.stored':
      return indexFile({
        ...target,
        storage: deps.storage,
        embeddings: deps.embeddings,
        ...(deps.extraction ? { isolation: deps.extraction } : {}),
      });
    case 'file.renamed':
      return refreshFileIndexContext(target);
    case 'file.deleted':
      return removeFileIndex(target);
  }
}

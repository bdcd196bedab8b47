import type { Db } from '@grantflow/db/client';
import { FILE_EVENTS_QUEUE, type FileEvent, publishFileEvent } from '@grantflow/queue/file-events';
import { createQueueBackend } from '@grantflow/queue/queue-backend';
import { createStorageFromEnv } from '@grantflow/storage/config';
import { embeddingsClientFromConfig } from '@grantflow/use-cases/assistant/embeddings-from-config';
import { queueOutdatedIndexes } from '@grantflow/use-cases/assistant/queue-outdated-indexes';
import type { Env } from '../env.ts';
import { startIndexerWorker } from './indexer.ts';

/** The storage variables as strings again, so the storage package's own reading applies unchanged. */
export function storageVariables(config: Env): Record<string, string | undefined> {
  return {
    DATA_DIR: config.DATA_DIR,
    S3_BUCKET: config.S3_BUCKET,
    S3_REGION: config.S3_REGION,
    S3_ENDPOINT: config.S3_ENDPOINT,
    S3_ACCESS_KEY_ID: config.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: config.S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE: String(config.S3_FORCE_PATH_STYLE),
  };
}

interface Logger {
  info(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
}

/**
 * Starts the indexer as main.ts configured it and returns what to close on shutdown (the worker finishes
 * the file it holds), or null when INDEXER_ENABLED is off. Storage and embeddings come from the same
 * variables as the other services'.
 */
export function startIndexer(config: Env, db: Db, logger: Logger): (() => Promise<void>) | null {
  if (!config.INDEXER_ENABLED) return null;
  const queues = createQueueBackend({ databaseUrl: config.DATABASE_URL, redisUrl: config.REDIS_URL });
  const embeddings = embeddingsClientFromConfig(config);
  startIndexerWorker(
    queues,
    {
      db,
      storage: createStorageFromEnv(storageVariables(config)),
      embeddings,
      extraction: {
        memoryMb: config.INDEXER_EXTRACTION_MEMORY_MB,
        timeoutMs: config.INDEXER_EXTRACTION_TIMEOUT_MS,
      },
    },
    {
      concurrency: config.INDEXER_CONCURRENCY,
      // Ids only: the payload holds no secret or content.
      onFailed: (err, event) => logger.warn({ err, event }, 'document indexing failed'),
    },
  );
  logger.info({ backend: queues.kind, embeddings: embeddings?.model ?? 'none' }, 'document indexer started');
  // Files an older index version made are queued again, so a new chunking reaches every existing index.
  const fileEvents = queues.createQueue<FileEvent>(FILE_EVENTS_QUEUE);
  queueOutdatedIndexes({ db, publish: (event, stamp) => publishFileEvent(fileEvents, event, stamp) })
    .then((queued) => {
      if (queued > 0) logger.info({ queued }, 'files queued for re-indexing (new index version)');
    })
    .catch((err: unknown) => logger.warn({ err }, 'queueing files for re-indexing failed'));
  return () => queues.close();
}

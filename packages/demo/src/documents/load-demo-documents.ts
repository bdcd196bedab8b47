import { createDb } from '@grantflow/db/client';
import { FILE_EVENTS_QUEUE, type FileEvent, publishFileEvent } from '@grantflow/queue/file-events';
import { createQueueBackend } from '@grantflow/queue/queue-backend';
import { createStorageFromEnv } from '@grantflow/storage/config';
import { type SeedDemoDocumentsResult, seedDemoDocuments } from './seed.ts';

/**
 * Stores the demo funder documents where the api will serve them from: the storage the environment names
 * (DATA_DIR/files by default) and the file-events queue, so the assistant indexes them once it starts.
 * The launcher and the demo image's seed-documents command both call it.
 */
export async function loadDemoDocuments(options: {
  databaseUrl: string;
  dataDir: string;
  env?: NodeJS.ProcessEnv;
}): Promise<SeedDemoDocumentsResult> {
  const env = Object.fromEntries(
    Object.entries({ ...(options.env ?? process.env), DATA_DIR: options.dataDir }).filter(
      ([, value]) => value !== '',
    ),
  );
  const { db, close } = createDb(options.databaseUrl, { max: 2 });
  const queues = createQueueBackend({ databaseUrl: options.databaseUrl, redisUrl: env.REDIS_URL });
  const queue = queues.createQueue<FileEvent>(FILE_EVENTS_QUEUE);
  try {
    return await seedDemoDocuments({
      db,
      storage: createStorageFromEnv(env),
      publishFileEvent: (event, stamp) => publishFileEvent(queue, event, stamp),
      ...(env.MAX_UPLOAD_MB ? { maxBytes: Math.floor(Number(env.MAX_UPLOAD_MB) * 1024 * 1024) } : {}),
    });
  } finally {
    await queues.close();
    await close();
  }
}

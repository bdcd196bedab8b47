import { createDb } from '@grantflow/db/client';
import { FILE_EVENTS_QUEUE, type FileEvent } from '@grantflow/queue/file-events';
import { createQueueBackend } from '@grantflow/queue/queue-backend';
import { createDiskStorage } from '@grantflow/storage/disk-storage';
import { createDriveGateway } from '../drives/create-drive-gateway.ts';
import { startDriveImportWorker } from '../jobs/drive-import.ts';
import { fakeDriveEnv } from './import-fixture.ts';

// A drive-import worker as a process of its own, for the kill -9 test (started, killed mid-import, started
// again) and the import bench (its RSS is sampled). Settings come from the environment the caller passes.

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const { db, close } = createDb(env('DATABASE_URL'), { max: 4 });
const queues = createQueueBackend({ databaseUrl: env('DATABASE_URL'), namespace: env('QUEUE_NAMESPACE') });
startDriveImportWorker(
  queues,
  {
    db,
    drives: createDriveGateway({ env: fakeDriveEnv(env('GOOGLE_URL'), env('MICROSOFT_URL')) }),
    storage: createDiskStorage({ root: env('FILES_DIR') }),
    fileEvents: queues.createQueue<FileEvent>(FILE_EVENTS_QUEUE),
    maxBytes: Number(process.env.MAX_BYTES ?? 10 * 1024 * 1024),
    concurrency: Number(process.env.CONCURRENCY ?? 2),
  },
  // A short lock so the job of a killed worker is taken over within seconds.
  {
    lockDurationMs: Number(env('LOCK_MS')),
    onFailed: (error) => process.stderr.write(`import job failed: ${error.message}\n`),
  },
);
process.stdout.write('worker ready\n');
process.once('SIGTERM', () => {
  void queues
    .close()
    .then(close)
    .then(() => process.exit(0));
});

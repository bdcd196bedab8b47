import { createDb } from '@grantflow/db/client';
import { createQueueBackend } from '@grantflow/queue/queue-backend';
import { startSpreadsheetImportWorker } from '../jobs/spreadsheet-import.ts';

// A spreadsheet-import worker as a process of its own, for the kill -9 test and the bench (its RSS is
// sampled). DATABASE_URL, QUEUE_NAMESPACE, LOCK_MS and BATCH_SIZE come from the caller.

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const { db, close } = createDb(env('DATABASE_URL'), { max: 4 });
const queues = createQueueBackend({ databaseUrl: env('DATABASE_URL'), namespace: env('QUEUE_NAMESPACE') });
startSpreadsheetImportWorker(
  queues,
  { db, batchSize: Number(process.env.BATCH_SIZE ?? 200) },
  {
    lockDurationMs: Number(env('LOCK_MS')),
    onFailed: (error) => process.stderr.write(`spreadsheet import failed: ${error.message}\n`),
  },
);
process.stdout.write('worker ready\n');
process.once('SIGTERM', () => {
  void queues
    .close()
    .then(close)
    .then(() => process.exit(0));
});

import { createDb } from '@grantflow/db/client';
import { createQueueBackend } from '@grantflow/queue/queue-backend';
import { startOpportunitySyncWorker } from '../jobs/opportunity-sync.ts';
import { createOpportunitySource } from '../opportunities/opportunity-config.ts';

// An opportunity-sync worker as a process of its own, for the restart test (started, killed with SIGKILL
// mid-sync, started again). Prints "worker ready", then "sync finished <result as JSON>" per completed job.

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const { db, close } = createDb(env('DATABASE_URL'), { max: 2 });
const queues = createQueueBackend({
  databaseUrl: env('DATABASE_URL'),
  redisUrl: process.env.REDIS_URL,
  namespace: env('QUEUE_NAMESPACE'),
});
const logger = { warn: (object: Record<string, unknown>, message: string) => console.error(message, object) };
const source = createOpportunitySource(
  { GRANTS_GOV_API_URL: env('GRANTS_GOV_API_URL'), PROVIDERS_ALLOW_LOOPBACK: true },
  logger,
  { backoffMs: 10, headersTimeoutMs: 5_000 },
);
const worker = startOpportunitySyncWorker(
  queues,
  { db, source, pageSize: Number(env('PAGE_SIZE')) },
  // A short lock so the job of a killed worker is taken over within seconds.
  {
    lockDurationMs: Number(env('LOCK_MS')),
    onFailed: (error) => process.stderr.write(`opportunity sync failed: ${error.message}\n`),
  },
);
worker.on('completed', (_job, result) => process.stdout.write(`sync finished ${JSON.stringify(result)}\n`));
process.stdout.write('worker ready\n');
process.once('SIGTERM', () => {
  void queues
    .close()
    .then(close)
    .then(() => process.exit(0));
});

import { createDb } from '@grantflow/db/client';
import { createMailer } from '@grantflow/email/mailer';
import { FILE_EVENTS_QUEUE, type FileEvent } from '@grantflow/queue/file-events';
import { createQueueBackend, type GrantflowQueue } from '@grantflow/queue/queue-backend';
import { redisCheck } from '@grantflow/queue/redis-check';
import { createLogger } from '@grantflow/service/logger';
import { createNonprofitExplorerClient } from '@grantflow/service/nonprofit-explorer/nonprofit-explorer-client';
import { type CloseHook, runServer } from '@grantflow/service/run-server';
import { createStorageFromEnv, storageConfigFromEnv } from '@grantflow/storage/config';
import { storageCheck } from '@grantflow/storage/readiness';
import { sweepAbandonedUploadsAtStart } from '@grantflow/storage/sweep-at-start';
import type { DriveImportPayload } from '@grantflow/use-cases/imports/start-drive-import';
import { buildApp } from './app.ts';
import { createDriveGateway } from './drives/create-drive-gateway.ts';
import { loadEnv, storageEnv } from './env.ts';
import { DRIVE_IMPORT_QUEUE, enqueueDriveImport, startDriveImportWorker } from './jobs/drive-import.ts';
import {
  FUNDER_FILINGS_QUEUE,
  type FunderFilingsPayload,
  scheduleFunderFilings,
  startFunderFilingsWorker,
} from './jobs/funder-filings.ts';
import {
  OPPORTUNITY_DIGEST_QUEUE,
  type OpportunityDigestPayload,
  scheduleOpportunityDigest,
  startOpportunityDigestWorker,
} from './jobs/opportunity-digest.ts';
import {
  OPPORTUNITY_SYNC_QUEUE,
  type OpportunitySyncPayload,
  scheduleOpportunitySync,
  startOpportunitySyncWorker,
} from './jobs/opportunity-sync.ts';
import {
  REMINDERS_QUEUE,
  type RemindersPayload,
  scheduleReminders,
  startRemindersWorker,
} from './jobs/reminders.ts';
import { startSpreadsheetImportWorker } from './jobs/spreadsheet-import.ts';
import { createOpportunitySource } from './opportunities/opportunity-config.ts';

const config = loadEnv();
const logger = createLogger({ level: config.LOG_LEVEL, service: 'importer' });
const { db, pool, close } = createDb(config.DATABASE_URL);
const queues = createQueueBackend({ databaseUrl: config.DATABASE_URL, redisUrl: config.REDIS_URL });
const drives = createDriveGateway({ env: config });
const importQueue = queues.createQueue<DriveImportPayload>(DRIVE_IMPORT_QUEUE);
const fileEvents = queues.createQueue<FileEvent>(FILE_EVENTS_QUEUE);
const remindersQueue = queues.createQueue<RemindersPayload>(REMINDERS_QUEUE);
const opportunityQueue = queues.createQueue<OpportunitySyncPayload>(OPPORTUNITY_SYNC_QUEUE);
const filingsQueue = queues.createQueue<FunderFilingsPayload>(FUNDER_FILINGS_QUEUE);
const digestQueue = queues.createQueue<OpportunityDigestPayload>(OPPORTUNITY_DIGEST_QUEUE);
const app = buildApp({
  config,
  logger,
  pool,
  db,
  readiness: {
    storage: storageCheck(storageConfigFromEnv(storageEnv(config))),
    ...(config.REDIS_URL ? { redis: redisCheck(config.REDIS_URL) } : {}),
  },
  drives,
  enqueueImport: (payload) => enqueueDriveImport(importQueue, payload),
  boardQueues: [
    importQueue,
    fileEvents,
    remindersQueue,
    opportunityQueue,
    filingsQueue,
    digestQueue,
  ] as ReadonlyArray<GrantflowQueue<unknown>>,
});

// Workers stop first (they finish the job they hold), then the pool they use closes (SECURITY.md, row 18).
const onClose: CloseHook[] = [() => queues.close()];
if (config.IMPORT_WORKER_ENABLED) {
  // The worker writes imported files: what an import killed mid-download left behind goes at start.
  const storage = createStorageFromEnv(storageEnv(config));
  void sweepAbandonedUploadsAtStart(storage, logger);
  startDriveImportWorker(
    queues,
    {
      db,
      drives,
      storage,
      fileEvents,
      maxBytes: config.MAX_UPLOAD_MB * 1024 * 1024,
      concurrency: config.IMPORT_CONCURRENCY,
    },
    { onFailed: (err) => logger.warn({ err }, 'drive import job failed') },
  );
  startSpreadsheetImportWorker(
    queues,
    { db },
    {
      onFailed: (err) => logger.warn({ err }, 'spreadsheet import job failed'),
    },
  );
}
if (config.REMINDERS_ENABLED) {
  const mailer = createMailer({ db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger });
  startRemindersWorker(
    queues,
    { db, mailer, publicUrl: config.PUBLIC_URL, timeZone: config.REMINDERS_TIME_ZONE, logger },
    (err) => logger.warn({ err }, 'deadline reminders job failed'),
  );
  await scheduleReminders(remindersQueue);
  logger.info({ backend: queues.kind }, 'deadline reminders scheduled');
  onClose.push(() => mailer.close());
}
// The sync is opt-in (docs/operations.md, Opportunity sync): off, no worker calls Grants.gov and the daily
// schedule is removed (in the background: start-up never waits on the queue for it); an on-demand request
// then waits in the queue for an importer with the setting on.
if (config.OPPORTUNITY_SYNC_ENABLED) {
  startOpportunitySyncWorker(
    queues,
    { db, source: createOpportunitySource(config, logger), logger },
    { onFailed: (err) => logger.warn({ err }, 'opportunity sync job failed') },
  );
  await scheduleOpportunitySync(opportunityQueue, true);
  logger.info({ backend: queues.kind }, 'opportunity sync scheduled daily');
} else {
  void scheduleOpportunitySync(opportunityQueue, false).catch((err: unknown) =>
    logger.warn({ err }, 'opportunity sync schedule not removed'),
  );
}
// Saved searches' digest (docs/operations.md, Opportunity digest): off, the hourly schedule is removed.
if (config.OPPORTUNITY_DIGEST_ENABLED) {
  const mailer = createMailer({ db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger });
  const deps = { db, mailer, publicUrl: config.PUBLIC_URL, timeZone: config.REMINDERS_TIME_ZONE, logger };
  startOpportunityDigestWorker(queues, deps, (err) => logger.warn({ err }, 'opportunity digest job failed'));
  onClose.push(() => mailer.close());
}
// Not awaited: the service starts (and reports its readiness) whether or not the queue answers yet.
scheduleOpportunityDigest(digestQueue, config.OPPORTUNITY_DIGEST_ENABLED).catch((err: unknown) =>
  logger.warn({ err }, 'opportunity digest not scheduled'),
);
if (config.FUNDER_FILINGS_REFRESH_ENABLED) {
  const provider = createNonprofitExplorerClient({ env: config, log: logger });
  startFunderFilingsWorker(queues, { db, provider, log: logger }, (err) =>
    logger.warn({ err }, 'funder filings refresh failed'),
  );
  // Not awaited: the service starts (and reports its readiness) whether or not the queue answers yet.
  scheduleFunderFilings(filingsQueue).catch((err: unknown) =>
    logger.warn({ err }, 'funder filings refresh not scheduled'),
  );
}
onClose.push(close);

await runServer(app, { port: config.PORT, host: config.HOST, onClose });

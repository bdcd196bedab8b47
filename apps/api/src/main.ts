import { createDb } from '@grantflow/db/client';
import { createMailer } from '@grantflow/email/mailer';
import { FILE_EVENTS_QUEUE, type FileEvent, publishFileEvent } from '@grantflow/queue/file-events';
import {
  OPPORTUNITY_SYNC_QUEUE,
  type OpportunitySyncPayload,
  requestOpportunitySync,
} from '@grantflow/queue/opportunity-sync';
import { createQueueBackend } from '@grantflow/queue/queue-backend';
import { redisCheck } from '@grantflow/queue/redis-check';
import {
  enqueueSpreadsheetImport,
  SPREADSHEET_IMPORT_QUEUE,
  type SpreadsheetImportJob,
} from '@grantflow/queue/spreadsheet-import';
import { createLogger } from '@grantflow/service/logger';
import { createNonprofitExplorerClient } from '@grantflow/service/nonprofit-explorer/nonprofit-explorer-client';
import { runServer } from '@grantflow/service/run-server';
import { checkStorage } from '@grantflow/storage/check-storage';
import { createStorageFromEnv, storageConfigFromEnv } from '@grantflow/storage/config';
import { storageCheck } from '@grantflow/storage/readiness';
import { sweepAbandonedUploadsAtStart } from '@grantflow/storage/sweep-at-start';
import { buildApp } from './app.ts';
import { loadApiEnv } from './env.ts';

const env = loadApiEnv();
const logger = createLogger({ level: env.LOG_LEVEL, service: 'api' });
const { db, pool, close } = createDb(env.DATABASE_URL);
const mailer = createMailer({ db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger });
// Funder documents: bytes on disk (DATA_DIR/files) or S3; every change announced on the file-events queue.
// Empty values (compose's `S3_BUCKET: ${S3_BUCKET:-}`) mean unset, as loadConfig reads them.
const storageVariables = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''));
const storage = createStorageFromEnv(storageVariables);
// A missing bucket or a read-only DATA_DIR otherwise shows only as a failed first upload.
const storageAtStart = await checkStorage(storage);
if (!storageAtStart.ok)
  logger.error({ code: storageAtStart.code }, `file storage unusable: ${storageAtStart.message}`);
const queues = createQueueBackend({ databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL });
const fileEvents = queues.createQueue<FileEvent>(FILE_EVENTS_QUEUE);
const opportunitySync = queues.createQueue<OpportunitySyncPayload>(OPPORTUNITY_SYNC_QUEUE);
const spreadsheetImports = queues.createQueue<SpreadsheetImportJob>(SPREADSHEET_IMPORT_QUEUE);
const app = buildApp({
  db,
  pool,
  authSecret: env.AUTH_SECRET,
  logger,
  // Anything but an explicit development/test setting gets the production hardening.
  production: env.NODE_ENV !== 'development' && env.NODE_ENV !== 'test',
  accounts: { mailer, publicUrl: env.PUBLIC_URL, supportEmail: env.SUPPORT_EMAIL },
  trustProxyHops: env.TRUST_PROXY,
  corsOrigins: env.CORS_ORIGINS,
  readiness: {
    storage: storageCheck(storageConfigFromEnv(storageVariables)),
    ...(env.REDIS_URL ? { redis: redisCheck(env.REDIS_URL) } : {}),
  },
  requestOpportunitySync: () => requestOpportunitySync(opportunitySync),
  enqueueSpreadsheetImport: (payload) => enqueueSpreadsheetImport(spreadsheetImports, payload),
  filings: createNonprofitExplorerClient({ env, log: logger }),
  documents: {
    storage,
    // The change is committed by then: a failed announcement is logged, not turned into a failed request
    // (the user would retry and store the file twice). There is no transactional outbox yet.
    publishFileEvent: (event, stamp) =>
      publishFileEvent(fileEvents, event, stamp).catch((err: unknown) => {
        logger.error({ err, event }, 'file event not published');
      }),
    maxUploadBytes: Math.floor(env.MAX_UPLOAD_MB * 1024 * 1024),
  },
});
logger.info(
  { storage: storage.kind, queue: queues.kind, maxUploadMb: env.MAX_UPLOAD_MB },
  'documents configured',
);
void sweepAbandonedUploadsAtStart(storage, logger);
await runServer(app, {
  port: env.PORT,
  host: env.HOST,
  onClose: [() => queues.close(), close, async () => mailer.close()],
});

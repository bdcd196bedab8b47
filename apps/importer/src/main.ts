import { createDb } from '@grantflow/db/client';
import { createMailer } from '@grantflow/email/mailer';
import { createQueueBackend } from '@grantflow/queue/queue-backend';
import { createLogger } from '@grantflow/service/logger';
import { type CloseHook, runServer } from '@grantflow/service/run-server';
import { buildApp } from './app.ts';
import { loadEnv } from './env.ts';
import {
  REMINDERS_QUEUE,
  type RemindersPayload,
  scheduleReminders,
  startRemindersWorker,
} from './jobs/reminders.ts';

const config = loadEnv();
const logger = createLogger({ level: config.LOG_LEVEL, service: 'importer' });
const { db, pool, close } = createDb(config.DATABASE_URL);
const app = buildApp({ config, logger, pool, db });

// Workers stop first (they finish the job they hold), then the pool they use closes (SECURITY §18).
const onClose: CloseHook[] = [];
if (config.REMINDERS_ENABLED) {
  const queues = createQueueBackend({ databaseUrl: config.DATABASE_URL, redisUrl: config.REDIS_URL });
  const mailer = createMailer({ db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger });
  startRemindersWorker(
    queues,
    { db, mailer, publicUrl: config.PUBLIC_URL, timeZone: config.REMINDERS_TIME_ZONE, logger },
    (err) => logger.warn({ err }, 'deadline reminders job failed'),
  );
  await scheduleReminders(queues.createQueue<RemindersPayload>(REMINDERS_QUEUE));
  logger.info({ backend: queues.kind }, 'deadline reminders scheduled');
  onClose.push(
    () => queues.close(),
    () => mailer.close(),
  );
}
onClose.push(close);

await runServer(app, { port: config.PORT, host: config.HOST, onClose });

import { createDb } from '@grantflow/db/client';
import { createMailer } from '@grantflow/email/mailer';
import { createLogger } from '@grantflow/service/logger';
import { runServer } from '@grantflow/service/run-server';
import { buildApp } from './app.ts';
import { loadApiEnv } from './env.ts';

const env = loadApiEnv();
const logger = createLogger({ level: env.LOG_LEVEL, service: 'api' });
const { db, pool, close } = createDb(env.DATABASE_URL);
const mailer = createMailer({ db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger });
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
});
await runServer(app, { port: env.PORT, host: env.HOST, onClose: [close, async () => mailer.close()] });

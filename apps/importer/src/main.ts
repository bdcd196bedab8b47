import { createDb } from '@grantflow/db/client';
import { createLogger } from '@grantflow/service/logger';
import { runServer } from '@grantflow/service/run-server';
import { buildApp } from './app.ts';
import { loadEnv } from './env.ts';

const config = loadEnv();
const logger = createLogger({ level: config.LOG_LEVEL, service: 'importer' });
const { db, pool, close } = createDb(config.DATABASE_URL);
const app = buildApp({ config, logger, pool, db });
await runServer(app, { port: config.PORT, host: config.HOST, onClose: [close] });

import { createLogger } from '@grantflow/service/logger';
import { createPool } from '@grantflow/service/pg';
import { runServer } from '@grantflow/service/run-server';
import { buildApp } from './app.ts';
import { loadEnv } from './env.ts';

const config = loadEnv();
const logger = createLogger({ level: config.LOG_LEVEL, service: 'ai' });
const pool = createPool(config.DATABASE_URL, logger);
const app = buildApp({ config, logger, pool });
await runServer(app, { port: config.PORT, host: config.HOST, onClose: [() => pool.end()] });

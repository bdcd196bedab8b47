import { createDb } from '@grantflow/db/client';
import { createLogger } from '@grantflow/service/logger';
import { runServer } from '@grantflow/service/run-server';
import { buildApp } from './app.ts';
import { loadEnv } from './env.ts';
import { startIndexer } from './jobs/start-indexer.ts';

const config = loadEnv();
const logger = createLogger({ level: config.LOG_LEVEL, service: 'ai' });
const { db, pool, close } = createDb(config.DATABASE_URL);
const app = buildApp({ config, logger, pool, db });
// The indexer's worker drains first (it finishes the file it holds), then the pool closes.
const stopIndexer = startIndexer(config, db, logger);
await runServer(app, {
  port: config.PORT,
  host: config.HOST,
  onClose: [...(stopIndexer ? [stopIndexer] : []), close],
});

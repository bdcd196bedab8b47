import { join } from 'node:path';
import { createDb } from '@grantflow/db/client';
import { redisCheck } from '@grantflow/queue/redis-check';
import { createLogger } from '@grantflow/service/logger';
import { runServer } from '@grantflow/service/run-server';
import { storageConfigFromEnv } from '@grantflow/storage/config';
import { storageCheck } from '@grantflow/storage/readiness';
import { buildApp } from './app.ts';
import { dataDirectoryOf } from './assistant-config.ts';
import { loadEnv } from './env.ts';
import { startIndexer, storageVariables } from './jobs/start-indexer.ts';

const config = loadEnv();
const logger = createLogger({ level: config.LOG_LEVEL, service: 'ai' });
const { db, pool, close } = createDb(config.DATABASE_URL);
const app = buildApp({
  config,
  logger,
  pool,
  db,
  readiness: {
    // The indexer reads the funder documents; the data source writes per-organisation copies here.
    storage: storageCheck(storageConfigFromEnv(storageVariables(config))),
    assistantCopies: storageCheck({ kind: 'disk', root: join(dataDirectoryOf(config), 'assistant') }),
    ...(config.REDIS_URL ? { redis: redisCheck(config.REDIS_URL) } : {}),
  },
});
// The indexer's worker drains first (it finishes the file it holds), then the pool closes.
const stopIndexer = startIndexer(config, db, logger);
await runServer(app, {
  port: config.PORT,
  host: config.HOST,
  onClose: [...(stopIndexer ? [stopIndexer] : []), close],
});

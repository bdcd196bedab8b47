import { createDb } from '@grantflow/db/client';
import { createLogger } from '@grantflow/service/logger';
import { describeAppWithDatabaseDown } from '@grantflow/service/testing/app-with-database-down';
import { buildApp } from './app.ts';
import { envSchema } from './env.ts';

await describeAppWithDatabaseDown({
  name: 'rest',
  defaultPort: 4102,
  start: (DATABASE_URL) => {
    const config = envSchema.parse({ DATABASE_URL, AUTH_SECRET: 'x'.repeat(32) });
    const { db, pool, close } = createDb(DATABASE_URL);
    return { app: buildApp({ config, logger: createLogger({ level: 'silent' }), pool, db }), config, close };
  },
});

import { registerHealth } from '@grantflow/service/health';
import type { Logger } from '@grantflow/service/logger';
import { databaseCheck, type Queryable } from '@grantflow/service/pg';
import { createServer } from '@grantflow/service/server';
import type { FastifyInstance } from 'fastify';
import type { Env } from './env.ts';
import { registerRoutes } from './routes/index.ts';

export interface AppDeps {
  config: Env;
  logger: Logger;
  /** A pg Pool: today `createPool` from the service kit, later `createDb(url).pool` beside `db`. */
  pool: Queryable;
}

/** The REST service: the account and organisation calls of product spec §7. */
export function buildApp(deps: AppDeps): FastifyInstance {
  const app = createServer({ logger: deps.logger });
  registerHealth(app, { checks: { database: databaseCheck(deps.pool) } });
  app.register((instance) => registerRoutes(instance, deps));
  return app;
}

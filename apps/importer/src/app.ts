import { restErrorFor } from '@grantflow/auth/rest-auth';
import type { Db } from '@grantflow/db/client';
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
  /** The pool behind `db`, for readiness checks. */
  pool: Queryable;
  /** Drizzle over the services' role (row-level security applies). */
  db: Db;
}

/** The importer service: the cloud-drive calls of product spec §7 (/api/{drive}/*) and, later, the import workers. */
export function buildApp(deps: AppDeps): FastifyInstance {
  const app = createServer({
    logger: deps.logger,
    mapError: restErrorFor,
    corsOrigins: deps.config.CORS_ORIGINS,
  });
  registerHealth(app, { checks: { database: databaseCheck(deps.pool) } });
  app.register((instance) => registerRoutes(instance, deps));
  return app;
}

import { restErrorFor } from '@grantflow/auth/rest-auth';
import { restCrossTenantAudit } from '@grantflow/auth/rest-cross-tenant-audit';
import type { Db } from '@grantflow/db/client';
import { schemaVersionCheck } from '@grantflow/db/schema-version';
import type { FastifyInstance } from 'fastify';
import { type ReadinessCheck, registerHealth } from './health.ts';
import type { Logger } from './logger.ts';
import { databaseCheck, type Queryable } from './pg.ts';
import { type CreateServerOptions, createServer } from './server.ts';

export interface RestServiceOptions {
  logger: Logger;
  /** The pool behind `db`, for readiness checks. */
  pool: Queryable;
  /** Drizzle over the services' role, for the audit of cross-tenant refusals. */
  db: Db;
  authSecret: string;
  corsOrigins?: readonly string[];
  trustProxy?: CreateServerOptions['trustProxy'];
  /** Dependencies `/ready` checks besides PostgreSQL and the schema version (Redis, the file storage …). */
  readiness?: Record<string, ReadinessCheck>;
}

/**
 * The server every REST service (rest, ai, importer) starts from: the shared conventions of createServer,
 * domain errors answered through REST's one mapping, `/health` and `/ready` (PostgreSQL, the schema
 * version, the service's own checks), and each cross-tenant refusal audited.
 */
export function createRestService(options: RestServiceOptions): FastifyInstance {
  const { logger, pool, db } = options;
  const app = createServer({
    logger,
    mapError: restErrorFor,
    corsOrigins: options.corsOrigins,
    ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
  });
  registerHealth(app, {
    checks: { database: databaseCheck(pool), schema: schemaVersionCheck(pool), ...options.readiness },
  });
  app.addHook(
    'onError',
    restCrossTenantAudit({
      db,
      authSecret: options.authSecret,
      onError: (err) => logger.warn({ err }, 'cross-tenant refusal not audited'),
    }),
  );
  return app;
}

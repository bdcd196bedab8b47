import type { AccountDeps } from '@grantflow/auth/account-deps';
import { trustProxyOption } from '@grantflow/auth/client-address';
import { restErrorFor } from '@grantflow/auth/rest-auth';
import { restCrossTenantAudit } from '@grantflow/auth/rest-cross-tenant-audit';
import type { Db } from '@grantflow/db/client';
import { schemaVersionCheck } from '@grantflow/db/schema-version';
import { type ReadinessCheck, registerHealth } from '@grantflow/service/health';
import type { Logger } from '@grantflow/service/logger';
import { databaseCheck, type Queryable } from '@grantflow/service/pg';
import { createServer } from '@grantflow/service/server';
import type { FastifyInstance } from 'fastify';
import type { Env } from './env.ts';
import { registerIdempotency } from './idempotency.ts';
import { registerRoutes } from './routes/index.ts';

export interface AppDeps {
  config: Env;
  logger: Logger;
  /** The pool behind `db`, for readiness checks. */
  pool: Queryable;
  /** Dependencies `/ready` checks besides PostgreSQL and the schema version (Redis, the file storage …). */
  readiness?: Record<string, ReadinessCheck>;
  /** Drizzle over the services' role (row-level security applies). */
  db: Db;
  /** The account routes' mailer (else one from SMTP_URL) and slow-down; tests inject their own. */
  accounts?: Partial<Pick<AccountDeps, 'mailer' | 'slowDown'>>;
}

/** The REST service: the account and organisation calls (docs/product.md, REST calls). */
export function buildApp(deps: AppDeps): FastifyInstance {
  const app = createServer({
    logger: deps.logger,
    mapError: restErrorFor,
    trustProxy: trustProxyOption(deps.config.TRUST_PROXY),
    corsOrigins: deps.config.CORS_ORIGINS,
  });
  registerHealth(app, {
    checks: { database: databaseCheck(deps.pool), schema: schemaVersionCheck(deps.pool), ...deps.readiness },
  });
  app.addHook(
    'onError',
    restCrossTenantAudit({
      db: deps.db,
      authSecret: deps.config.AUTH_SECRET,
      onError: (err) => deps.logger.warn({ err }, 'cross-tenant refusal not audited'),
    }),
  );
  registerIdempotency(app, deps);
  app.register((instance) => registerRoutes(instance, deps));
  return app;
}

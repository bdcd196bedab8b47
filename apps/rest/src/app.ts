import { trustProxyOption } from '@grantflow/auth/client-address';
import { restErrorFor } from '@grantflow/auth/rest-auth';
import { restCrossTenantAudit } from '@grantflow/auth/rest-cross-tenant-audit';
import { schemaVersionCheck } from '@grantflow/db/schema-version';
import { registerHealth } from '@grantflow/service/health';
import { databaseCheck } from '@grantflow/service/pg';
import { createServer } from '@grantflow/service/server';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './deps.ts';
import { registerIdempotency } from './idempotency.ts';
import { registerRoutes } from './routes/index.ts';

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

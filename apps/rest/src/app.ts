import { trustProxyOption } from '@grantflow/auth/client-address';
import { createRestService } from '@grantflow/service/rest-service';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './deps.ts';
import { registerIdempotency } from './idempotency.ts';
import { registerRoutes } from './routes/index.ts';

/** The REST service: the account and organisation calls (docs/product.md, REST calls). */
export function buildApp(deps: AppDeps): FastifyInstance {
  const app = createRestService({
    logger: deps.logger,
    pool: deps.pool,
    db: deps.db,
    authSecret: deps.config.AUTH_SECRET,
    corsOrigins: deps.config.CORS_ORIGINS,
    trustProxy: trustProxyOption(deps.config.TRUST_PROXY),
    readiness: deps.readiness,
  });
  registerIdempotency(app, deps);
  app.register((instance) => registerRoutes(instance, deps));
  return app;
}

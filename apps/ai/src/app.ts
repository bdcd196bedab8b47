import { createRestService } from '@grantflow/service/rest-service';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './deps.ts';
import { registerRoutes } from './routes/index.ts';

/** The AI service: the assistant and fine-tuning calls (/ai/*; docs/product.md, REST calls) and the MCP endpoint (/api/mcp). */
export function buildApp(deps: AppDeps): FastifyInstance {
  const app = createRestService({
    logger: deps.logger,
    pool: deps.pool,
    db: deps.db,
    authSecret: deps.config.AUTH_SECRET,
    corsOrigins: deps.config.CORS_ORIGINS,
    readiness: deps.readiness,
  });
  app.register((instance) => registerRoutes(instance, deps));
  return app;
}

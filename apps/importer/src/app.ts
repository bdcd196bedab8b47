import { createRestService } from '@grantflow/service/rest-service';
import type { FastifyInstance } from 'fastify';
import type { AppDeps, RouteDeps } from './deps.ts';
import { createDriveGateway } from './drives/create-drive-gateway.ts';
import { registerRoutes } from './routes/index.ts';

/** The importer service: the cloud-drive calls (/api/{drive}/*; docs/product.md, REST calls) and the import workers. */
export function buildApp(deps: AppDeps): FastifyInstance {
  const app = createRestService({
    logger: deps.logger,
    pool: deps.pool,
    db: deps.db,
    authSecret: deps.config.AUTH_SECRET,
    corsOrigins: deps.config.CORS_ORIGINS,
    readiness: deps.readiness,
  });
  const routeDeps: RouteDeps = {
    ...deps,
    drives: deps.drives ?? createDriveGateway({ env: deps.config }),
    enqueueImport:
      deps.enqueueImport ??
      (() => Promise.reject(new Error('no import queue: pass enqueueImport to buildApp'))),
  };
  app.register((instance) => registerRoutes(instance, routeDeps));
  return app;
}

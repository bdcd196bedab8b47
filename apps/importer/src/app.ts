import { restErrorFor } from '@grantflow/auth/rest-auth';
import { restCrossTenantAudit } from '@grantflow/auth/rest-cross-tenant-audit';
import type { Db } from '@grantflow/db/client';
import { schemaVersionCheck } from '@grantflow/db/schema-version';
import type { GrantflowQueue } from '@grantflow/queue/queue-backend';
import { type ReadinessCheck, registerHealth } from '@grantflow/service/health';
import type { Logger } from '@grantflow/service/logger';
import { databaseCheck, type Queryable } from '@grantflow/service/pg';
import { createServer } from '@grantflow/service/server';
import type { DriveGateway } from '@grantflow/use-cases/imports/drive-gateway';
import type { DriveImportPayload } from '@grantflow/use-cases/imports/start-drive-import';
import type { FastifyInstance } from 'fastify';
import { createDriveGateway } from './drives/create-drive-gateway.ts';
import type { Env } from './env.ts';
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
  /** The cloud drives (googleapis / Graph client behind the SSRF guard). */
  drives?: DriveGateway;
  /** Queues an import job (BullMQ); job data carries ids only. */
  enqueueImport?: (payload: DriveImportPayload) => Promise<void>;
  /**
   * Queues shown by Bull Board at /admin/queues (ADMIN only). Without them the board is not mounted
   * (tests of the drive routes, the tenant-isolation suite).
   */
  boardQueues?: ReadonlyArray<GrantflowQueue<unknown>>;
}

/** What the routes get: the app's dependencies with the drive pieces filled in. */
export type RouteDeps = AppDeps & Required<Pick<AppDeps, 'drives' | 'enqueueImport'>>;

/** The importer service: the cloud-drive calls (/api/{drive}/*; docs/product.md, REST calls) and the import workers. */
export function buildApp(deps: AppDeps): FastifyInstance {
  const app = createServer({
    logger: deps.logger,
    mapError: restErrorFor,
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

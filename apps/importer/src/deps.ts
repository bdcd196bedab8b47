import type { Db } from '@grantflow/db/client';
import type { GrantflowQueue } from '@grantflow/queue/queue-backend';
import type { ReadinessCheck } from '@grantflow/service/health';
import type { Logger } from '@grantflow/service/logger';
import type { Queryable } from '@grantflow/service/pg';
import type { DriveGateway } from '@grantflow/use-cases/imports/drive-gateway';
import type { DriveImportPayload } from '@grantflow/use-cases/imports/start-drive-import';
import type { Env } from './env.ts';

// What the importer service is built from. Its own module, so that the routes can name it without
// importing the app that registers them (docs/architecture.md, Where each operation lives: no module cycles).

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

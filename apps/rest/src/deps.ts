import type { AccountDeps } from '@grantflow/auth/account-deps';
import type { Db } from '@grantflow/db/client';
import type { ReadinessCheck } from '@grantflow/service/health';
import type { Logger } from '@grantflow/service/logger';
import type { Queryable } from '@grantflow/service/pg';
import type { Env } from './env.ts';

// What the REST service is built from. Its own module, so that the routes can name it without importing
// the app that registers them (docs/architecture.md, Where each operation lives: no module cycles).

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

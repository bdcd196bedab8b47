import { type Db, type DbTransaction, withTenant } from '@grantflow/db/client';
import type { TenantUseCaseOptions } from './use-case-options.ts';

/**
 * The seam below a use case: its repositories bound to one organisation, handed to `work` inside one
 * transaction. The product's store is `dbStore` (withTenant on PostgreSQL); a unit test passes an
 * in-memory store of the same interface, so the use case's own rules run without a database
 * (docs/architecture.md, Tests).
 */
export interface TenantStore<R> {
  transaction<T>(organizationId: number, work: (repositories: R) => Promise<T>): Promise<T>;
}

/** The real store: `bind` puts the db repositories of one transaction behind the use case's interface. */
export function dbStore<R>(db: Db, bind: (tx: DbTransaction, organizationId: number) => R): TenantStore<R> {
  return {
    transaction: (organizationId, work) =>
      withTenant(db, organizationId, (tx) => work(bind(tx, organizationId))),
  };
}

/**
 * A use case reaches its repositories through the database (what the transports pass) or through a store
 * (what a unit test passes); never both.
 */
export type StoreSource<R> = { db: Db; store?: undefined } | { db?: undefined; store: TenantStore<R> };

export function storeOf<R>(
  source: StoreSource<R>,
  bind: (tx: DbTransaction, organizationId: number) => R,
): TenantStore<R> {
  if (source.store) return source.store;
  return dbStore(source.db, bind);
}

/** A tenant use case's options when it reaches its repositories through `TenantStore<R>`. */
export type TenantStoreOptions<R> = Omit<TenantUseCaseOptions, 'db'> & StoreSource<R>;

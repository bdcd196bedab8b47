import type { TenantStore } from '../shared/tenant-store.ts';

/**
 * A TenantStore over in-memory repositories, for the use-case tests that need no database. `bind` gives
 * the repositories one organisation sees. No rollback: a test of a refusal checks what the use case did
 * not write, and the integration test of each use case proves the real transaction.
 */
export function memoryStore<R>(bind: (organizationId: number) => R): TenantStore<R> {
  return { transaction: (organizationId, work) => work(bind(organizationId)) };
}

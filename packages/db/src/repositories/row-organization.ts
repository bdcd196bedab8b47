import type { TenantRowKind } from '@grantflow/domain/shared/refused-targets';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';

/**
 * The organisation owning the row of `kind` with `id`, whoever that is, or null when there is no such row. Through
 * the `row_organization` function (owner's rights), so the caller learns the owner's id and nothing of the row:
 * for the audit of refusals only, never to decide what a caller may see.
 */
export async function rowOrganization(
  tx: DbExecutor,
  kind: TenantRowKind,
  id: number,
): Promise<number | null> {
  const result = await tx.execute<{ organizationId: number | null }>(
    sql`select row_organization(${kind}, ${id}::integer) as "organizationId"`,
  );
  return result.rows[0]?.organizationId ?? null;
}

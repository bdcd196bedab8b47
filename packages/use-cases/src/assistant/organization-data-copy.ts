import { join } from 'node:path';
import { withTenant } from '@grantflow/db/client';
import { ensureSnapshot } from '@grantflow/db/data-snapshot/build-snapshot';
import { readOrganizationData } from '@grantflow/db/repositories/organization-data';
import type { AssistantDeps } from './assistant-deps.ts';

/**
 * The path of the organisation's read-only SQLite copy, current with its data: the rows are read in the
 * tenant transaction (this organisation alone) and a new copy is written only when they changed.
 */
export async function organizationDataCopy(
  deps: Pick<AssistantDeps, 'db' | 'dataDirectory'>,
  organizationId: number,
): Promise<string> {
  const data = await withTenant(deps.db, organizationId, (tx) => readOrganizationData(tx, organizationId));
  return ensureSnapshot(join(deps.dataDirectory, 'assistant'), organizationId, data);
}

import { listSnapshotTables, type SnapshotTable } from '@grantflow/db/data-snapshot/build-snapshot';
import type { AssistantDeps } from './assistant-deps.ts';
import { organizationDataCopy } from './organization-data-copy.ts';

/** The Merged Data View's tables: the organisation's copy, refreshed first when its data changed. */
export async function listDataTables(
  deps: Pick<AssistantDeps, 'db' | 'dataDirectory'>,
  input: { organizationId: number },
): Promise<SnapshotTable[]> {
  return listSnapshotTables(await organizationDataCopy(deps, input.organizationId));
}

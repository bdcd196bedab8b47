import { readSnapshotRows } from '@grantflow/db/data-snapshot/build-snapshot';
import { DomainError } from '@grantflow/domain/shared/errors';
import type { AssistantDeps } from './assistant-deps.ts';
import { organizationDataCopy } from './organization-data-copy.ts';

export const DATA_PAGE_MAX = 500;

/** One page of a table of the organisation's copy (at most 500 rows); NOT_FOUND (answered 400: bad input) for a name that is not one of its tables. */
export async function readDataTable(
  deps: Pick<AssistantDeps, 'db' | 'dataDirectory'>,
  input: { organizationId: number; table: string; limit?: number; offset?: number },
): Promise<Record<string, unknown>[]> {
  const limit = Math.min(Math.max(Math.trunc(input.limit ?? 100), 1), DATA_PAGE_MAX);
  const offset = Math.max(Math.trunc(input.offset ?? 0), 0);
  const rows = readSnapshotRows(await organizationDataCopy(deps, input.organizationId), input.table, {
    limit,
    offset,
  });
  if (!rows) throw new DomainError('NOT_FOUND');
  return rows;
}

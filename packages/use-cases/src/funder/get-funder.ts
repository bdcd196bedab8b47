import { readAsTenant } from '@grantflow/db/client';
import { type FunderRecord, getFunder as getFunderRow } from '@grantflow/db/repositories/funders';
import type { FunderLoad } from '@grantflow/db/repositories/load';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';

/** One funder of the organisation with its totals and last award (FUNDER_NOT_FOUND when absent). */
export function getFunder(
  options: TenantUseCaseOptions & { id: number; load?: FunderLoad },
): Promise<FunderRecord> {
  return readAsTenant(options.db, options.organization.id, (tx) =>
    getFunderRow(tx, options.organization.id, options.id, options.load),
  );
}

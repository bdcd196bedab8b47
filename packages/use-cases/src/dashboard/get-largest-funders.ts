import { LARGE_JOINS, readAsTenant } from '@grantflow/db/client';
import {
  type LargestFundersOptions,
  type LargestFundersRecord,
  largestFunders,
} from '@grantflow/db/repositories/largest-funders';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';

/** The funders that awarded most in the range (award dates, either side open), optionally of one type. */
export function getLargestFunders(
  options: Omit<TenantUseCaseOptions, 'today'> & Omit<LargestFundersOptions, 'organizationId'>,
): Promise<LargestFundersRecord> {
  const { db, organization, ...query } = options;
  return readAsTenant(
    db,
    organization.id,
    (tx) => largestFunders(tx, { ...query, organizationId: organization.id }),
    LARGE_JOINS,
  );
}

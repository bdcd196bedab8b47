import { type Db, withTenant } from '@grantflow/db/client';
import { funderAwardTotals } from '@grantflow/db/repositories/funders';
import type { DateRange } from '@grantflow/db/repositories/shared';

export interface SumFunderAwardsOptions {
  db: Db;
  /** The funders' organisation: they were read in its tenant scope, which checked the caller. */
  organizationId: number;
  funderIds: readonly number[];
  /** Award dates inside it (inclusive; either side open). */
  range: DateRange;
}

/** Each funder's awarded total in cents over the range, in one statement for all of them. */
export function sumFunderAwards(options: SumFunderAwardsOptions): Promise<Map<number, number>> {
  const { db, organizationId } = options;
  return withTenant(db, organizationId, (tx) =>
    funderAwardTotals(tx, organizationId, options.funderIds, options.range),
  );
}

import { type DbExecutor, LARGE_JOINS, readAsTenant } from '@grantflow/db/client';
import { amountsByParty } from '@grantflow/db/repositories/amounts-by-party';
import { awardsByYear } from '@grantflow/db/repositories/awards-by-year';
import {
  activityBounds,
  awardedByFunderType,
  programGoals,
  yearlyGoals,
} from '@grantflow/db/repositories/dashboard';
import { type LargestFundersOptions, largestFunders } from '@grantflow/db/repositories/largest-funders';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';

/** A tenant read bound to its transaction and organisation: the read's own arguments only. */
type Bound<F> = F extends (tx: DbExecutor, organizationId: number, ...rest: infer A) => infer R
  ? (...rest: A) => R
  : never;

/** The organisation dashboard's aggregates (SQL in packages/db, repositories/dashboard). */
export interface DashboardReader {
  awardsByYear: Bound<typeof awardsByYear>;
  amountsByParty: Bound<typeof amountsByParty>;
  awardedByFunderType: Bound<typeof awardedByFunderType>;
  yearlyGoals: Bound<typeof yearlyGoals>;
  activityBounds: Bound<typeof activityBounds>;
  programGoals: Bound<typeof programGoals>;
  largestFunders: (
    options: Omit<LargestFundersOptions, 'organizationId'>,
  ) => ReturnType<typeof largestFunders>;
}

/**
 * Runs `read` with the dashboard's aggregates of the organisation in one tenant read (one connection, no
 * transaction), so that the fields of one dashboard share it; the caller has checked access.
 */
export function readDashboard<T>(
  options: Omit<TenantUseCaseOptions, 'today'>,
  read: (reader: DashboardReader) => Promise<T>,
): Promise<T> {
  const { db, organization } = options;
  const id = organization.id;
  return readAsTenant(
    db,
    id,
    (tx) =>
      read({
        awardsByYear: (...args) => awardsByYear(tx, id, ...args),
        amountsByParty: (...args) => amountsByParty(tx, id, ...args),
        awardedByFunderType: (...args) => awardedByFunderType(tx, id, ...args),
        yearlyGoals: (...args) => yearlyGoals(tx, id, ...args),
        activityBounds: () => activityBounds(tx, id),
        programGoals: (...args) => programGoals(tx, id, ...args),
        largestFunders: (query) => largestFunders(tx, { ...query, organizationId: id }),
      }),
    LARGE_JOINS,
  );
}

import { LARGE_JOINS, readAsTenant } from '@grantflow/db/client';
import { type DeadlinesRecord, deadlinesBetween } from '@grantflow/db/repositories/deadlines';
import type { DayRange } from '@grantflow/domain/dates/day-range';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';

/** The organisation's open application and unsubmitted report deadlines in the range (inclusive). */
export function listDeadlines(
  options: Omit<TenantUseCaseOptions, 'today'> & { range: DayRange },
): Promise<DeadlinesRecord> {
  const { db, organization, range } = options;
  return readAsTenant(db, organization.id, (tx) => deadlinesBetween(tx, organization.id, range), LARGE_JOINS);
}

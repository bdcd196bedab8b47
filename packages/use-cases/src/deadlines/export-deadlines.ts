import { LARGE_JOINS, withTenant } from '@grantflow/db/client';
import { type DeadlinesRecord, deadlinesBetween } from '@grantflow/db/repositories/deadlines';
import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import { derivationToday, type TenantUseCaseOptions } from '../shared/use-case-options.ts';

export interface ExportDeadlinesOptions extends TenantUseCaseOptions {
  /** The window: today (UTC) up to this many days ahead, inclusive. */
  days: number;
}

/** The grant and report deadlines of the next `days` days, as the deadlines export writes them. */
export async function exportDeadlines(options: ExportDeadlinesOptions): Promise<DeadlinesRecord> {
  const { db, organization } = options;
  const today = derivationToday(options.today);
  return withTenant(
    db,
    organization.id,
    (tx) => deadlinesBetween(tx, organization.id, { start: today, end: addDays(today, options.days) }),
    LARGE_JOINS,
  );
}

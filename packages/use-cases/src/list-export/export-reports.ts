import { LARGE_JOINS, withTenant } from '@grantflow/db/client';
import { listReports, type ReportWithApplication } from '@grantflow/db/repositories/reports';
import type { DateRange } from '@grantflow/db/repositories/shared';
import { derivationToday, type TenantUseCaseOptions } from '../shared/use-case-options.ts';
import { EXPORT_BATCH_SIZE, readInBatches } from './read-in-batches.ts';

/** The report center's filters, as its page sends them to listReports. */
export interface ReportListFilters {
  search: string | null;
  /** true / false: submitted or not; null: all. */
  submitted: boolean | null;
  deadline: DateRange;
}

export interface ExportReportsOptions extends TenantUseCaseOptions {
  filters: ReportListFilters;
  /** Receives the reports a batch at a time, in the list's order (deadline, then id). */
  onBatch: (rows: readonly ReportWithApplication[]) => Promise<void> | void;
  batchSize?: number;
}

/**
 * Every report matching the report center's filters and search, through its own repository query
 * (listReports, with the application's grant, funder, program and award), in keyset batches in one tenant
 * transaction on one snapshot. Returns the number of rows.
 */
export async function exportReports(options: ExportReportsOptions): Promise<number> {
  const { db, organization, filters } = options;
  const today = derivationToday(options.today);
  return withTenant(
    db,
    organization.id,
    (tx) =>
      readInBatches(
        options.batchSize ?? EXPORT_BATCH_SIZE,
        (after, pageSize) =>
          listReports(tx, {
            organizationId: organization.id,
            today,
            search: filters.search,
            submitted: filters.submitted,
            deadline: filters.deadline,
            page: 1,
            after,
            pageSize,
            withTotal: false,
            // The columns read the program, the funder and the award; not the response average or totals.
            load: { reports: false, grant: { responseAverage: false, funder: {} } },
          }),
        options.onBatch,
      ),
    // One snapshot for every batch, so the batches add up to one list while rows are being written.
    { snapshot: true, ...LARGE_JOINS },
  );
}

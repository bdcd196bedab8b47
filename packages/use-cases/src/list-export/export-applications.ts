import { LARGE_JOINS, withTenant } from '@grantflow/db/client';
import { type ApplicationRecord, listApplications } from '@grantflow/db/repositories/applications';
import { FULL_GRANT_LOAD, type GrantLoad } from '@grantflow/db/repositories/load';
import type { DateRange } from '@grantflow/db/repositories/shared';
import { fiscalYearRange } from '@grantflow/domain/fiscal-year/fiscal-year-range';
import type { RecordFilter, VisibleApplicationStatus } from '@grantflow/domain/shared/enums';
import { derivationToday, type TenantUseCaseOptions } from '../shared/use-case-options.ts';
import { EXPORT_BATCH_SIZE, readInBatches } from './read-in-batches.ts';

/** The grant list's and the pipeline's filters, as their pages send them to listApplications. */
export interface ApplicationListFilters {
  search: string | null;
  status: VisibleApplicationStatus | null;
  record: RecordFilter;
  submissionYear: number | null;
  /** The award date's fiscal year (the dashboard's "Grants awarded" link), as listApplications reads it. */
  awardYear: number | null;
  /** The deadline range: the pipeline's period navigator, the grant list's view (Upcoming, Overdue). */
  deadline?: DateRange;
}

export interface ExportApplicationsOptions extends TenantUseCaseOptions {
  filters: ApplicationListFilters;
  /** Receives the rows a batch at a time, in the list's order (deadline, then id). */
  onBatch: (rows: readonly ApplicationRecord[]) => Promise<void> | void;
  /** Rows read per statement; the whole list is read, not one page. */
  batchSize?: number;
  /**
   * What each row's grant carries: only what the sheet's columns show (each of the funder's totals, last
   * award and the response average is a correlated aggregate per row). Default: everything.
   */
  grant?: GrantLoad;
}

/**
 * Every application matching the grant list's (or the pipeline's) filters and search, through the lists' own
 * repository query (listApplications: same conditions, same order), read in keyset batches inside one tenant
 * transaction on one snapshot so the batches are one consistent list while the caller streams them out.
 * Returns the number of rows.
 */
export async function exportApplications(options: ExportApplicationsOptions): Promise<number> {
  const { db, organization, filters } = options;
  const today = derivationToday(options.today);
  return withTenant(
    db,
    organization.id,
    (tx) =>
      readInBatches(
        options.batchSize ?? EXPORT_BATCH_SIZE,
        (after, pageSize) =>
          listApplications(tx, {
            organizationId: organization.id,
            today,
            search: filters.search,
            status: filters.status,
            record: filters.record,
            deadline: filters.deadline,
            submission: filters.submissionYear
              ? fiscalYearRange(filters.submissionYear, organization.fiscalYearStart)
              : undefined,
            award: filters.awardYear
              ? fiscalYearRange(filters.awardYear, organization.fiscalYearStart)
              : undefined,
            direction: 'ASC',
            page: 1,
            after,
            pageSize,
            withTotal: false,
            load: { reports: false, grant: options.grant ?? FULL_GRANT_LOAD },
          }),
        options.onBatch,
      ),
    // One snapshot for every batch, so the batches add up to one list while rows are being written.
    { snapshot: true, ...LARGE_JOINS },
  );
}

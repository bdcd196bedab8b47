import { withTenant } from '@grantflow/db/client';
import { type ApplicationRecord, listApplications } from '@grantflow/db/repositories/applications';
import { FULL_GRANT_LOAD } from '@grantflow/db/repositories/load';
import { fiscalYearRange } from '@grantflow/domain/fiscal-year/fiscal-year-range';
import type { RecordFilter, VisibleApplicationStatus } from '@grantflow/domain/shared/enums';
import { derivationToday, type TenantUseCaseOptions } from '../shared/use-case-options.ts';

/** The grant list's filters, as its page sends them to listApplications. */
export interface ApplicationListFilters {
  search: string | null;
  status: VisibleApplicationStatus | null;
  record: RecordFilter;
  submissionYear: number | null;
  /** The award date's fiscal year (the dashboard's "Grants awarded" link), as listApplications reads it. */
  awardYear: number | null;
}

export interface ExportApplicationsOptions extends TenantUseCaseOptions {
  filters: ApplicationListFilters;
  /** Receives the rows a batch at a time, in the list's order (deadline, then id). */
  onBatch: (rows: ApplicationRecord[]) => Promise<void> | void;
  /** Rows read per statement; the whole list is read, not one page. */
  batchSize?: number;
}

const DEFAULT_BATCH_SIZE = 500;

/**
 * Every application matching the grant list's filters and search, through the list's own repository query
 * (listApplications: same conditions, same order), read batch by batch inside one tenant transaction so the
 * batches are one consistent list while the caller streams them out. Returns the number of rows.
 */
export async function exportApplications(options: ExportApplicationsOptions): Promise<number> {
  const { db, organization, filters } = options;
  const today = derivationToday(options.today);
  const pageSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  return withTenant(db, organization.id, async (tx) => {
    let written = 0;
    for (let page = 1; ; page += 1) {
      const { items } = await listApplications(tx, {
        organizationId: organization.id,
        today,
        search: filters.search,
        status: filters.status,
        record: filters.record,
        submission: filters.submissionYear
          ? fiscalYearRange(filters.submissionYear, organization.fiscalYearStart)
          : undefined,
        award: filters.awardYear
          ? fiscalYearRange(filters.awardYear, organization.fiscalYearStart)
          : undefined,
        direction: 'ASC',
        page,
        pageSize,
        withTotal: false,
        load: { reports: false, grant: FULL_GRANT_LOAD },
      });
      if (items.length > 0) await options.onBatch(items);
      written += items.length;
      if (items.length < pageSize) return written;
    }
  });
}

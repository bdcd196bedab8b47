import { LARGE_JOINS, PLAIN_PAGE, readAsTenant } from '@grantflow/db/client';
import {
  type ApplicationRecord,
  type ListApplicationsOptions as ListApplicationRowsOptions,
  listApplications as listApplicationRows,
} from '@grantflow/db/repositories/applications';
import type { Page } from '@grantflow/db/repositories/shared';
import { fiscalYearRange } from '@grantflow/domain/fiscal-year/fiscal-year-range';
import { derivationToday, type TenantUseCaseOptions } from '../shared/use-case-options.ts';

export type ListApplicationsOptions = TenantUseCaseOptions &
  Omit<ListApplicationRowsOptions, 'organizationId' | 'today' | 'submission' | 'award'> & {
    /** Submitted in this fiscal year of the organisation. */
    submissionYear?: number | null;
    /** Awarded in this fiscal year of the organisation. */
    awardYear?: number | null;
  };

/** One page of the organisation's applications by deadline, with grant, program, funder and reports. */
export function listApplications(options: ListApplicationsOptions): Promise<Page<ApplicationRecord>> {
  const { db, organization, today, submissionYear, awardYear, ...query } = options;
  // A search, a status or a date range changes which plan is best; the plain page has one plan for everyone.
  const filtered =
    query.search ||
    query.status ||
    query.deadline?.start ||
    query.deadline?.end ||
    submissionYear ||
    awardYear;
  return readAsTenant(
    db,
    organization.id,
    (tx) =>
      listApplicationRows(tx, {
        ...query,
        organizationId: organization.id,
        today: derivationToday(today),
        submission: submissionYear
          ? fiscalYearRange(submissionYear, organization.fiscalYearStart)
          : undefined,
        award: awardYear ? fiscalYearRange(awardYear, organization.fiscalYearStart) : undefined,
      }),
    filtered ? LARGE_JOINS : PLAIN_PAGE,
  );
}

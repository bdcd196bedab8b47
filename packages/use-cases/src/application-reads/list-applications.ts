import { LARGE_JOINS, readAsTenant } from '@grantflow/db/client';
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
    LARGE_JOINS,
  );
}

import { LARGE_JOINS, PLAIN_PAGE, readAsTenant } from '@grantflow/db/client';
import {
  type ListReportsOptions as ListReportRowsOptions,
  listReports as listReportRows,
  type ReportWithApplication,
} from '@grantflow/db/repositories/reports';
import type { Page } from '@grantflow/db/repositories/shared';
import { derivationToday, type TenantUseCaseOptions } from '../shared/use-case-options.ts';

export type ListReportsOptions = TenantUseCaseOptions &
  Omit<ListReportRowsOptions, 'organizationId' | 'today'>;

/** One page of the organisation's reports by deadline, each with its application as `load` asks. */
export function listReports(options: ListReportsOptions): Promise<Page<ReportWithApplication>> {
  const { db, organization, today, ...query } = options;
  // A search, the submitted filter or a date range changes which plan is best; the plain page has one plan.
  const filtered =
    query.search || typeof query.submitted === 'boolean' || query.deadline?.start || query.deadline?.end;
  return readAsTenant(
    db,
    organization.id,
    (tx) => listReportRows(tx, { ...query, organizationId: organization.id, today: derivationToday(today) }),
    filtered ? LARGE_JOINS : PLAIN_PAGE,
  );
}

import { LARGE_JOINS, readAsTenant } from '@grantflow/db/client';
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
  return readAsTenant(
    db,
    organization.id,
    (tx) => listReportRows(tx, { ...query, organizationId: organization.id, today: derivationToday(today) }),
    LARGE_JOINS,
  );
}

import { LARGE_JOINS, readAsTenant } from '@grantflow/db/client';
import {
  type DashboardApplicationRecord,
  type DashboardKind,
  dashboardApplications,
  type FiscalYearSpan,
} from '@grantflow/db/repositories/dashboard';
import { derivationToday, type TenantUseCaseOptions } from '../shared/use-case-options.ts';

/** The cards a dashboard can list the rows of (the GraphQL enum DashboardKind). */
export { DASHBOARD_KINDS } from '@grantflow/db/repositories/dashboard';

export interface ListDashboardApplicationsOptions extends TenantUseCaseOptions {
  /** The fiscal year's first and last day. */
  span: FiscalYearSpan;
  kind: DashboardKind;
}

/** The rows behind a dashboard card (its print table), by date; at most 1000. */
export function listDashboardApplications(
  options: ListDashboardApplicationsOptions,
): Promise<DashboardApplicationRecord[]> {
  const { db, organization } = options;
  return readAsTenant(
    db,
    organization.id,
    (tx) =>
      dashboardApplications(tx, organization.id, options.span, options.kind, derivationToday(options.today)),
    LARGE_JOINS,
  );
}

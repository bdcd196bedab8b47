import { readAsTenant } from '@grantflow/db/client';
import type { ApplicationLoad } from '@grantflow/db/repositories/load';
import { getReport as getReportRow, type ReportWithApplication } from '@grantflow/db/repositories/reports';
import { derivationToday, type TenantUseCaseOptions } from '../shared/use-case-options.ts';

export interface GetReportOptions extends TenantUseCaseOptions {
  id: number;
  /** What the report's application carries; false leaves it out. */
  load: ApplicationLoad | false;
}

/** One report of the organisation (REPORT_NOT_FOUND when absent). */
export function getReport(options: GetReportOptions): Promise<ReportWithApplication> {
  const { db, organization } = options;
  return readAsTenant(db, organization.id, (tx) =>
    getReportRow(tx, organization.id, options.id, derivationToday(options.today), options.load),
  );
}

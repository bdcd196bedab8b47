import { withTenant } from '@grantflow/db/client';
import {
  getReport,
  type ReportWithApplication,
  updateReport as updateReportRow,
} from '@grantflow/db/repositories/reports';
import { reportSubmissionDate } from '@grantflow/domain/report/report-submission';
import type { ReportUrgency } from '@grantflow/domain/shared/enums';
import { REPORT_HISTORY_FIELDS } from '../history/history-fields.ts';
import { recordChange } from '../history/record-change.ts';
import { derivationToday, type TenantUseCaseOptions } from '../shared/use-case-options.ts';

export interface UpdateReportOptions extends TenantUseCaseOptions {
  id: number;
  /** The parsed params (reportUpdateParamsSchema) and the `submitted` flag. */
  params: {
    urgency?: ReportUrgency | null | undefined;
    deadline: string;
    description?: string | null | undefined;
    submissionDate?: string | null | undefined;
    submitted?: boolean | null | undefined;
  };
}

/** Updates the report; `submitted` true needs a submission date, false clears it (packages/domain). */
export async function updateReport(options: UpdateReportOptions): Promise<ReportWithApplication> {
  const { db, organization, id } = options;
  const { submitted, submissionDate, urgency, ...rest } = options.params;
  const date = reportSubmissionDate({ submitted, submissionDate });
  const today = derivationToday(options.today);
  return withTenant(db, organization.id, async (tx) => {
    const before = await getReport(tx, organization.id, id, today);
    await updateReportRow(tx, organization.id, id, {
      ...rest,
      urgency: urgency ?? undefined,
      submissionDate: date,
    });
    const after = await getReport(tx, organization.id, id, today);
    await recordChange({
      tx,
      organizationId: organization.id,
      subject: { type: 'REPORT', id },
      funderId: after.application?.grant?.funderId ?? null,
      userId: options.actorId,
      before: { ...before },
      after: { ...after },
      fields: REPORT_HISTORY_FIELDS,
    });
    return after;
  });
}

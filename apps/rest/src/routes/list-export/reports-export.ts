import type { ReportWithApplication } from '@grantflow/db/repositories/reports';
import { exportReports } from '@grantflow/use-cases/list-export/export-reports';
import { type ReportsExportQuery, reportsExportQuerySchema } from '@grantflow/validation/list-export';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { dollars, excelDate, registerListExport } from './list-workbook.ts';

const SUBMITTED = { ALL: null, SUBMITTED: true, NOT_SUBMITTED: false } as const;

/**
 * GET /export/reports.xlsx?search=&record=ALL|SUBMITTED|NOT_SUBMITTED&startAt=&endAt=&lang=en — the report
 * center's "Export to Excel": every report of its filters (all pages) in its six data columns, through
 * listReports (exportReports).
 */
export async function registerReportsExportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerListExport<ReportsExportQuery, ReportWithApplication>(app, deps, {
    path: '/export/reports.xlsx',
    list: 'reports',
    parameters: ['search', 'record', 'startAt', 'endAt', 'lang'],
    schema: reportsExportQuerySchema,
    sheet: (labels) => labels.reports.sheet,
    columns: ({ reports: { columns }, dateFormat, urgency, reportState }, _query, { money }) => [
      { header: columns.deadline, format: dateFormat, value: (row) => excelDate(row.deadline) },
      { header: columns.urgency, value: (row) => urgency[row.urgency] },
      { header: columns.funder, value: (row) => row.application?.grant?.funder?.name ?? null },
      {
        header: columns.amountAwarded,
        format: money,
        value: (row) => dollars(row.application?.amountAwardedCents),
      },
      { header: columns.program, value: (row) => row.application?.grant?.program?.name ?? null },
      {
        header: columns.status,
        value: (row) => (row.submitted ? reportState.submitted : reportState.notSubmitted),
      },
    ],
    read: (deps, organization, query, write) =>
      exportReports({
        db: deps.db,
        organization,
        filters: {
          search: query.search,
          submitted: SUBMITTED[query.record],
          deadline: { start: query.startAt, end: query.endAt },
        },
        onBatch: write,
      }),
  });
}

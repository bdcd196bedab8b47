import type { GrantDeadlineRecord, ReportDeadlineRecord } from '@grantflow/db/repositories/deadlines';
import { exportDeadlines } from '@grantflow/use-cases/deadlines/export-deadlines';
import { type DeadlinesExportQuery, deadlinesExportQuerySchema } from '@grantflow/validation/deadlines';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import {
  dollars,
  excelDate,
  registerWorkbookExport,
  type SheetContext,
  sheetOf,
  type WorkbookSheet,
} from './list-export/list-workbook.ts';

/** The grant-deadlines table's sheet: the screen's six columns in its order. */
function grantSheet(
  { labels, formats }: SheetContext<DeadlinesExportQuery>,
  rows: () => Promise<readonly GrantDeadlineRecord[]>,
): WorkbookSheet {
  const { columns } = labels.deadlines.grants;
  return sheetOf<GrantDeadlineRecord>({
    name: labels.deadlines.grants.sheet,
    columns: [
      { header: columns.deadline, format: labels.dateFormat, value: (row) => excelDate(row.deadline) },
      { header: columns.funder, value: (row) => row.funder.name },
      { header: columns.program, value: (row) => row.program?.name ?? null },
      { header: columns.deadlineType, value: (row) => labels.deadlineType[row.deadlineType] },
      { header: columns.status, value: (row) => labels.status[row.status] },
      {
        header: columns.amountRequested,
        format: formats.money,
        value: (row) => dollars(row.amountRequestedCents),
      },
    ],
    read: async (write) => write(await rows()),
  });
}

/** The report-deadlines table's sheet: the screen's five columns; the table holds only reports still to send. */
function reportSheet(
  { labels }: SheetContext<DeadlinesExportQuery>,
  rows: () => Promise<readonly ReportDeadlineRecord[]>,
): WorkbookSheet {
  const { columns } = labels.deadlines.reports;
  return sheetOf<ReportDeadlineRecord>({
    name: labels.deadlines.reports.sheet,
    columns: [
      { header: columns.deadline, format: labels.dateFormat, value: (row) => excelDate(row.deadline) },
      { header: columns.urgency, value: (row) => labels.urgency[row.urgency] },
      { header: columns.funder, value: (row) => row.funder.name },
      { header: columns.program, value: (row) => row.program?.name ?? null },
      { header: columns.submitted, value: () => labels.yesNo.no },
    ],
    read: async (write) => write(await rows()),
  });
}

/**
 * GET /export/deadlines.xlsx?days=90&tables=grants,reports&lang=en — the deadlines page's Excel download for
 * the effective organisation (bearer token; X-Organization-Id or ?organizationId= for managers/admins): the
 * page's tables, each a sheet, in the user's language, through the lists' one workbook writer.
 */
export async function registerDeadlinesExportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerWorkbookExport<DeadlinesExportQuery>(app, deps, {
    path: '/export/deadlines.xlsx',
    list: 'deadlines',
    parameters: ['days', 'tables', 'lang'],
    schema: deadlinesExportQuerySchema,
    sheets: (context) => {
      const { deps, organization, query } = context;
      // Both tables come from one read; it starts when the first sheet asks for its rows.
      let read: ReturnType<typeof exportDeadlines> | undefined;
      const deadlines = () => {
        read ??= exportDeadlines({ db: deps.db, organization, days: query.days });
        return read;
      };
      return query.tables.map((table) =>
        table === 'grants'
          ? grantSheet(context, async () => (await deadlines()).grantDeadlines)
          : reportSheet(context, async () => (await deadlines()).reportDeadlines),
      );
    },
  });
}

import type { DeadlinesRecord } from '@grantflow/db/repositories/deadlines';
import { centsToDollars } from '@grantflow/domain/money/money-units';
import { neutralizeFormula } from '@grantflow/domain/shared/spreadsheet-text';
import { restRoutes } from '@grantflow/service/tenant-route';
import { exportDeadlines } from '@grantflow/use-cases/deadlines/export-deadlines';
import { deadlinesExportQuerySchema, type ExportTable } from '@grantflow/validation/deadlines';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { excelMoneyFormat } from './excel-formats.ts';

/** Fixed, as export names are (docs/product.md, Deadlines); the web's download keeps it. */
export const DEADLINES_FILE_NAME = 'grant-deadlines.xlsx';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const SHEET_NAMES = {
  grants: 'Grant deadlines',
  reports: 'Report deadlines',
} as const satisfies Record<ExportTable, string>;
type Table = ExportTable;

const DATE_FORMAT = 'mm/dd/yyyy';

/** A calendar date as Excel expects it: midnight UTC of that day (exceljs writes it as a date serial). */
const excelDate = (day: string) => new Date(`${day}T00:00:00Z`);
const money = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

function addSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  columns: { header: string; key: string; width: number; numFmt?: string }[],
  rows: Record<string, unknown>[],
) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(({ header, key, width, numFmt }) => ({
    header,
    key,
    width,
    ...(numFmt ? { style: { numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  // Names and descriptions are the users' text: neutralised so that none becomes a formula once edited.
  sheet.addRows(
    rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          key,
          typeof value === 'string' ? neutralizeFormula(value) : value,
        ]),
      ),
    ),
  );
}

export async function deadlinesWorkbook(
  deadlines: DeadlinesRecord,
  tables: Table[],
  currency: string,
): Promise<Buffer> {
  const moneyFormat = excelMoneyFormat(currency);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Grantflow';
  if (tables.includes('grants')) {
    addSheet(
      workbook,
      SHEET_NAMES.grants,
      [
        { header: 'Application deadline', key: 'deadline', width: 20, numFmt: DATE_FORMAT },
        { header: 'Deadline type', key: 'deadlineType', width: 14 },
        { header: 'Funder', key: 'funder', width: 36 },
        { header: 'Program', key: 'program', width: 28 },
        { header: 'Amount requested', key: 'amount', width: 18, numFmt: moneyFormat },
      ],
      deadlines.grantDeadlines.map((d) => ({
        deadline: excelDate(d.deadline),
        deadlineType: d.deadlineType === 'ROLLING' ? 'Rolling' : 'Hard',
        funder: d.funder.name,
        program: d.program?.name ?? '',
        amount: money(d.amountRequestedCents),
      })),
    );
  }
  if (tables.includes('reports')) {
    addSheet(
      workbook,
      SHEET_NAMES.reports,
      [
        { header: 'Report deadline', key: 'deadline', width: 18, numFmt: DATE_FORMAT },
        { header: 'Urgency', key: 'urgency', width: 12 },
        { header: 'Funder', key: 'funder', width: 36 },
        { header: 'Program', key: 'program', width: 28 },
        { header: 'Amount awarded', key: 'amount', width: 18, numFmt: moneyFormat },
        { header: 'Description', key: 'description', width: 48 },
      ],
      deadlines.reportDeadlines.map((d) => ({
        deadline: excelDate(d.deadline),
        urgency: d.urgency === 'REQUIRED' ? 'Required' : 'Courtesy',
        funder: d.funder.name,
        program: d.program?.name ?? '',
        amount: money(d.amountAwardedCents),
        description: d.description ?? '',
      })),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * GET /export/deadlines.xlsx?days=90&tables=grants,reports — the deadlines page's Excel download for
 * the effective organisation (bearer token; X-Organization-Id or ?organizationId= for managers/admins).
 */
export async function registerDeadlinesExportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { tenantRoute } = restRoutes({ db: deps.db, authSecret: deps.config.AUTH_SECRET });

  app.get<{ Querystring: { days?: string; tables?: string; organizationId?: string } }>(
    '/export/deadlines.xlsx',
    tenantRoute({
      ids: (request) => ({ organizationId: request.query.organizationId }),
      input: deadlinesExportQuerySchema,
      from: (request) => ({ days: request.query.days, tables: request.query.tables }),
      run: async ({ tenant, input: { days, tables }, reply }) => {
        const deadlines = await exportDeadlines({ ...tenant, days });
        const file = await deadlinesWorkbook(deadlines, tables, tenant.organization.currency);
        return reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${DEADLINES_FILE_NAME}"`)
          .header('cache-control', 'private, no-store')
          .send(file);
      },
    }),
  );
}

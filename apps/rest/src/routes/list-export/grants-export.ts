import type { ApplicationRecord } from '@grantflow/db/repositories/applications';
import type { GrantLoad } from '@grantflow/db/repositories/load';
import { exportApplications } from '@grantflow/use-cases/list-export/export-applications';
import {
  type GrantExportColumn,
  type GrantsExportQuery,
  grantsExportQuerySchema,
} from '@grantflow/validation/list-export';
import type { ListLabels } from '@grantflow/validation/list-labels';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { WHOLE_FORMAT } from '../excel-formats.ts';
import {
  type CellValue,
  dollars,
  excelDate,
  registerListExport,
  requested,
  type SheetColumn,
  type SheetFormats,
} from './list-workbook.ts';

/** One grant-list cell per column: dates as Date cells, money as numbers (dollars), counts as numbers. */
function grantCell(row: ApplicationRecord, column: GrantExportColumn, labels: ListLabels): CellValue {
  const funder = row.grant?.funder;
  switch (column) {
    case 'deadline':
      return excelDate(row.deadline);
    case 'deadlineType':
      return labels.deadlineType[row.deadlineType];
    case 'funder':
      return funder?.name ?? null;
    case 'complexityScore':
      return funder?.complexityScore ?? null;
    case 'lastAward':
      return excelDate(funder?.lastAward?.receivementDate);
    case 'dateSubmitted':
      return excelDate(row.submissionDate);
    case 'amountRequested':
      return requested(row);
    case 'program':
      return row.grant?.program?.name ?? null;
    case 'dateReceived':
      return excelDate(row.receivementDate);
    case 'amountAwarded':
      return dollars(row.amountAwardedCents);
    case 'dateDeclined':
      return excelDate(row.declinedDate);
    case 'responseAverage':
      return row.grant?.responseAverage ?? null;
    case 'status':
      return labels.status[row.displayStatus];
  }
}

const DATE_COLUMNS = new Set<GrantExportColumn>([
  'deadline',
  'lastAward',
  'dateSubmitted',
  'dateReceived',
  'dateDeclined',
]);

function numberFormat(column: GrantExportColumn, formats: SheetFormats): string | undefined {
  if (column === 'amountRequested' || column === 'amountAwarded') return formats.money;
  return column === 'responseAverage' ? WHOLE_FORMAT : undefined;
}

/** What the chosen columns show of each row's grant: its last award and response average are read only when shown. */
const grantLoadOf = (columns: readonly GrantExportColumn[]): GrantLoad => ({
  responseAverage: columns.includes('responseAverage'),
  funder: { lastAward: columns.includes('lastAward') },
});

/**
 * GET /export/grants.xlsx?search=&status=&record=&submissionYear=&awardYear=&startAt=&endAt=&columns=a,b&lang=en —
 * the grant list's "Export to Excel": every row matching the list's view (its deadline range), filters and search (all pages),
 * the visible columns (the column chooser's), headers in the user's language, dates and money as typed cells.
 */
export async function registerGrantsExportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerListExport<GrantsExportQuery, ApplicationRecord>(app, deps, {
    path: '/export/grants.xlsx',
    list: 'grants',
    parameters: [
      'search',
      'status',
      'record',
      'submissionYear',
      'awardYear',
      'startAt',
      'endAt',
      'columns',
      'lang',
    ],
    schema: grantsExportQuerySchema,
    sheet: (labels) => labels.grants.sheet,
    columns: (labels, query, formats) =>
      query.columns.map(
        (column): SheetColumn<ApplicationRecord> => ({
          header: labels.grants.columns[column],
          format: DATE_COLUMNS.has(column) ? labels.dateFormat : numberFormat(column, formats),
          value: (row) => grantCell(row, column, labels),
        }),
      ),
    read: (deps, organization, { columns, lang: _lang, startAt, endAt, ...filters }, write) =>
      exportApplications({
        db: deps.db,
        organization,
        filters: { ...filters, deadline: { start: startAt, end: endAt } },
        grant: grantLoadOf(columns),
        onBatch: write,
      }),
  });
}

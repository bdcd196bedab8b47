import type { ApplicationRecord } from '@grantflow/db/repositories/applications';
import type { GrantExportColumn } from '@grantflow/validation/list-export';
import type { GrantLabels } from './grant-labels.ts';

// One grant-list row as typed cells: dates as Date cells, money as numbers (dollars), counts as numbers.

export const MONEY_FORMAT = '"$"#,##0.00';
export const DAYS_FORMAT = '0';

export type CellValue = Date | number | string | null;

/** A calendar date as Excel expects it: midnight UTC of that day (exceljs writes a date serial). */
const excelDate = (day: string | null | undefined): Date | null =>
  day ? new Date(`${day}T00:00:00Z`) : null;
const dollars = (cents: number | null | undefined): number | null =>
  cents === null || cents === undefined ? null : cents / 100;

/** The number format of a column's cells; dates take the language's order. */
export function grantColumnFormat(column: GrantExportColumn, labels: GrantLabels): string | undefined {
  return DATE_COLUMNS.has(column) ? labels.dateFormat : NUMBER_FORMATS[column];
}

const DATE_COLUMNS = new Set<GrantExportColumn>([
  'deadline',
  'lastAward',
  'dateSubmitted',
  'dateReceived',
  'dateDeclined',
]);

const NUMBER_FORMATS: Partial<Record<GrantExportColumn, string>> = {
  amountRequested: MONEY_FORMAT,
  amountAwarded: MONEY_FORMAT,
  responseAverage: DAYS_FORMAT,
};

export function grantCell(row: ApplicationRecord, column: GrantExportColumn, labels: GrantLabels): CellValue {
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
      return dollars(row.amountRequestedCents);
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

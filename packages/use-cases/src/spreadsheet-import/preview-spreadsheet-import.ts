import { readAsTenant } from '@grantflow/db/client';
import { lastSpreadsheetMapping } from '@grantflow/db/repositories/spreadsheet-imports';
import { guessMapping, sameHeaders } from '@grantflow/domain/spreadsheet-import/guess-mapping';
import {
  SPREADSHEET_IMPORT_LIMITS,
  type SpreadsheetImportKind,
} from '@grantflow/domain/spreadsheet-import/import-fields';
import type { SpreadsheetLanguage } from '@grantflow/domain/spreadsheet-import/locale-values';
import type { RowReason } from '@grantflow/validation/spreadsheet-import-row';
import { type TenantUseCaseOptions, validationToday } from '../shared/use-case-options.ts';
import { mappedCells, readRow } from './import-row.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';
import { type SpreadsheetFile, uploadedBytes } from './uploaded-file.ts';

export interface SpreadsheetPreview {
  sheets: string[];
  sheet: string | null;
  headers: string[];
  guessedMapping: Array<string | null>;
  /** The organisation's last mapping of this kind, when its headers are this sheet's. */
  savedMapping: Array<string | null> | null;
  totalRows: number;
  rows: Array<{ rowNumber: number; cells: string[]; reasons: RowReason[] }>;
}

/**
 * previewSpreadsheetImport: the file's sheets, the chosen sheet's headers, a guessed and the saved
 * mapping, and the first rows checked with the mapping given (else the saved one, else the guess).
 * Nothing is stored.
 */
export async function previewSpreadsheetImport(
  options: TenantUseCaseOptions & {
    file: SpreadsheetFile;
    kind: SpreadsheetImportKind;
    sheet?: string | null;
    mapping?: Array<string | null> | null;
    language: SpreadsheetLanguage;
  },
): Promise<SpreadsheetPreview> {
  const { db, organization, kind, language } = options;
  const read = await readSpreadsheet(await uploadedBytes(options.file), { sheet: options.sheet ?? null });
  const saved = await readAsTenant(db, organization.id, (tx) =>
    lastSpreadsheetMapping(tx, organization.id, kind),
  );
  const savedMapping = saved && sameHeaders(saved.headers, read.headers) ? saved.mapping : null;
  const guessedMapping = guessMapping(kind, read.headers);
  const mapping = options.mapping ?? savedMapping ?? guessedMapping;
  const today = validationToday(options.today);
  const rows = read.rows.slice(0, SPREADSHEET_IMPORT_LIMITS.previewRows).map((row) => {
    const checked = readRow(kind, mappedCells(mapping, row.cells), { language, today }).reading;
    return { rowNumber: row.rowNumber, cells: row.cells, reasons: checked.ok ? [] : checked.reasons };
  });
  return {
    sheets: read.sheets,
    sheet: read.sheet,
    headers: read.headers,
    guessedMapping,
    savedMapping,
    totalRows: read.rows.length,
    rows,
  };
}

import { Readable } from 'node:stream';
import { DomainError } from '@grantflow/domain/shared/errors';
import { SPREADSHEET_IMPORT_LIMITS } from '@grantflow/domain/spreadsheet-import/import-fields';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

// Reads an uploaded spreadsheet into text cells: CSV (comma, semicolon or tab, as the header line shows)
// or XLSX through ExcelJS's streaming reader. Sizes are capped with coded errors, so one organisation's
// file cannot exhaust the importer (docs/operations.md, Spreadsheet imports).

export interface SpreadsheetRow {
  /** The row's number in the sheet (the header is row 1 when it is the first line). */
  rowNumber: number;
  cells: string[];
}

export interface ReadSpreadsheet {
  sheets: string[];
  sheet: string | null;
  headers: string[];
  rows: SpreadsheetRow[];
}

const { maxBytes, maxRows, maxColumns, maxCellLength } = SPREADSHEET_IMPORT_LIMITS;

function isZip(content: Buffer): boolean {
  return content.length > 4 && content.readUInt32LE(0) === 0x04034b50;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((run) => run.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value);
}

const tidy = (cells: string[]) =>
  cells.slice(0, maxColumns).map((cell) => cell.trim().slice(0, maxCellLength));
const isBlank = (cells: readonly string[]) => cells.every((cell) => cell === '');

/** Header = the first non-blank row; blank rows are left out but keep the numbering. */
function collect(
  into: { headers: string[] | null; rows: SpreadsheetRow[] },
  rowNumber: number,
  cells: string[],
) {
  if (isBlank(cells)) return;
  if (into.headers === null) {
    into.headers = cells;
    return;
  }
  if (into.rows.length >= maxRows)
    throw new DomainError('IMPORT_TOO_MANY_ROWS', undefined, { params: { limit: maxRows } });
  into.rows.push({ rowNumber, cells });
}

function readCsv(content: Buffer): ReadSpreadsheet {
  const text = content.toString('utf8');
  if (text.includes('\u0000')) throw new DomainError('IMPORT_FILE_UNREADABLE');
  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
  const counts = [',', ';', '\t'].map((delimiter) => ({ delimiter, n: firstLine.split(delimiter).length }));
  const delimiter = counts.reduce((best, next) => (next.n > best.n ? next : best)).delimiter;
  let records: string[][];
  try {
    records = parse(text, {
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      to_line: maxRows + 2,
    }) as string[][];
  } catch {
    throw new DomainError('IMPORT_FILE_UNREADABLE');
  }
  const into = { headers: null as string[] | null, rows: [] as SpreadsheetRow[] };
  // Read up to one row past the cap, which `collect` refuses.
  for (const [index, record] of records.entries()) collect(into, index + 1, tidy(record));
  return { sheets: [], sheet: null, headers: into.headers ?? [], rows: into.rows };
}

async function readXlsx(content: Buffer, wanted: string | null): Promise<ReadSpreadsheet> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(content), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const sheets: string[] = [];
  let chosen: string | null = null;
  const into = { headers: null as string[] | null, rows: [] as SpreadsheetRow[] };
  try {
    for await (const worksheet of reader) {
      const name = (worksheet as unknown as { name: string }).name;
      sheets.push(name);
      const take = chosen === null && (wanted === null || wanted === name);
      if (take) chosen = name;
      for await (const row of worksheet) {
        if (!take) continue;
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        collect(into, row.number, tidy(values.map((value) => cellText(value as ExcelJS.CellValue))));
      }
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError('IMPORT_FILE_UNREADABLE');
  }
  if (wanted !== null && chosen === null) throw new DomainError('VALIDATION', 'sheet: not in the file');
  return { sheets, sheet: chosen, headers: into.headers ?? [], rows: into.rows };
}

export async function readSpreadsheet(
  content: Buffer,
  options: { sheet?: string | null } = {},
): Promise<ReadSpreadsheet> {
  if (content.length > maxBytes)
    throw new DomainError('FILE_TOO_LARGE', undefined, { params: { limitMb: maxBytes / (1024 * 1024) } });
  if (content.length === 0) throw new DomainError('IMPORT_FILE_UNREADABLE');
  return isZip(content) ? readXlsx(content, options.sheet ?? null) : readCsv(content);
}

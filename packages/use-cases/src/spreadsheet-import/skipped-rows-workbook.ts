import ExcelJS from 'exceljs';
import type { SpreadsheetImportView } from './get-spreadsheet-import.ts';

/**
 * The skipped rows as an XLSX: the sheet's headers, the row number, the row's cells and a Reasons column
 * ("deadline: INVALID; funder: REQUIRED"), so the user fixes the rows and imports that file again.
 */
export async function skippedRowsWorkbook(view: SpreadsheetImportView): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Skipped rows');
  sheet.addRow(['Row', ...view.headers, 'Reasons']).font = { bold: true };
  for (const row of view.skippedRows) {
    const reasons = row.reasons.map((reason) => `${reason.field}: ${reason.code}`).join('; ');
    sheet.addRow([row.rowNumber, ...view.headers.map((_, index) => row.cells[index] ?? ''), reasons]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

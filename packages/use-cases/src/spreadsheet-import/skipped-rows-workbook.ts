import { neutralizeFormula } from '@grantflow/domain/shared/spreadsheet-text';
import ExcelJS from 'exceljs';
import type { SpreadsheetImportView } from './get-spreadsheet-import.ts';

/**
 * The skipped rows as an XLSX: the sheet's headers, the row number, the row's cells and a Reasons column
 * ("deadline: INVALID; funder: REQUIRED"), so the user fixes the rows and imports that file again.
 */
export async function skippedRowsWorkbook(view: SpreadsheetImportView): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Skipped rows');
  // The cells are the user's file as read: text a spreadsheet would run is written neutralised.
  sheet.addRow(['Row', ...view.headers.map(neutralizeFormula), 'Reasons']).font = { bold: true };
  for (const row of view.skippedRows) {
    const reasons = row.reasons.map((reason) => `${reason.field}: ${reason.code}`).join('; ');
    const cells = view.headers.map((_, index) => neutralizeFormula(row.cells[index] ?? ''));
    sheet.addRow([row.rowNumber, ...cells, reasons]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

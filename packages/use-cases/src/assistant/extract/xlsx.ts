import ExcelJS from 'exceljs';
import {
  type ExtractedDocument,
  type ExtractedSection,
  ExtractionError,
  type ExtractionLimits,
} from './types.ts';
import { readZipEntries } from './zip.ts';

// Spreadsheets (and Google Sheets exported as XLSX): a section per sheet, one line per row with its cells
// separated by ' | ', so that a budget line keeps its label, description and amounts together, and the
// chunker repeats the sheet's first row (its header) above the rows of every passage (passage-blocks). The
// container is measured by the bounded reader before ExcelJS unpacks it.

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((run) => run.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

export async function extractXlsx(bytes: Uint8Array, limits: ExtractionLimits): Promise<ExtractedDocument> {
  readZipEntries(bytes, limits, () => true);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  } catch (error) {
    throw new ExtractionError('UNREADABLE', error instanceof Error ? error.message : 'broken XLSX');
  }
  const sections: ExtractedSection[] = [];
  let chars = 0;
  workbook.eachSheet((sheet) => {
    const rows: string[] = [];
    sheet.eachRow((row) => {
      if (chars > limits.maxTextChars) return;
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      const cells = values.map((value) => cellText(value as ExcelJS.CellValue).trim());
      // Empty cells inside a row stay (a value keeps its column under the header row); trailing ones go.
      while (cells.length > 0 && !cells.at(-1)) cells.pop();
      const line = cells.join(' | ');
      if (line.replace(/[\s|]/g, '')) {
        rows.push(line);
        chars += line.length;
      }
    });
    sections.push({ heading: sheet.name, text: rows.join('\n') });
  });
  return { title: workbook.title || null, sections };
}

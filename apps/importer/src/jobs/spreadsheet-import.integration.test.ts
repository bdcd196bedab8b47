import { randomBytes } from 'node:crypto';
import { createQueueBackend, type QueueBackend } from '@grantflow/queue/queue-backend';
import {
  enqueueSpreadsheetImport,
  SPREADSHEET_IMPORT_QUEUE,
  type SpreadsheetImportJob,
} from '@grantflow/queue/spreadsheet-import';
import { getSpreadsheetImport } from '@grantflow/use-cases/spreadsheet-import/get-spreadsheet-import';
import { skippedRowsWorkbook } from '@grantflow/use-cases/spreadsheet-import/skipped-rows-workbook';
import { startSpreadsheetImport } from '@grantflow/use-cases/spreadsheet-import/start-spreadsheet-import';
import { undoSpreadsheetImport } from '@grantflow/use-cases/spreadsheet-import/undo-spreadsheet-import';
import { spreadsheetImportStartSchema } from '@grantflow/validation/spreadsheet-import';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImportFixture, type ImportFixture } from '../testing/import-fixture.ts';
import {
  BAD_KINDS,
  GRANT_MAPPING,
  grantsSheet,
  waitForSpreadsheetImport,
} from '../testing/spreadsheet-file.ts';
import { startSpreadsheetImportWorker } from './spreadsheet-import.ts';

// A 2,000-row Portuguese grants sheet with 5 % bad rows of every kind, through the real queue and worker:
// exactly the good rows land, every bad row is reported with its row number and reason, a second import
// of the same file creates nothing, and undo removes exactly what the import created.

let fx: ImportFixture;
let queues: QueueBackend;
const sheet = grantsSheet(2000);

beforeAll(async () => {
  fx = await createImportFixture();
  queues = createQueueBackend({
    databaseUrl: fx.database.url,
    namespace: `sheet_${randomBytes(4).toString('hex')}`,
  });
  startSpreadsheetImportWorker(queues, { db: fx.database.db });
}, 60_000);

afterAll(async () => {
  await queues?.close();
  await fx?.close();
});

const organization = () => ({ id: fx.organizationId, fiscalYearStart: null });

async function importSheet(): Promise<number> {
  const queue = queues.createQueue<SpreadsheetImportJob>(SPREADSHEET_IMPORT_QUEUE);
  const started = await startSpreadsheetImport({
    db: fx.database.db,
    organization: organization(),
    userId: fx.userId,
    file: { name: 'pedidos.csv', body: Buffer.from(sheet.csv) },
    input: spreadsheetImportStartSchema.parse({
      kind: 'GRANTS',
      sheet: null,
      mapping: GRANT_MAPPING,
      funderMatch: 'MERGE',
      language: 'pt',
    }),
    enqueue: (payload) => enqueueSpreadsheetImport(queue, payload),
  });
  return started.id;
}

async function counts() {
  const { rows } = await fx.admin.query(
    `select (select count(*)::int from grants where organization_id = $1) as grants,
            (select count(*)::int from funders where organization_id = $1) as funders,
            (select count(*)::int from programs where organization_id = $1) as programs`,
    [fx.organizationId],
  );
  return rows[0];
}

describe('spreadsheet import of grants', () => {
  let firstId: number;
  let secondId: number;

  it('creates exactly the good rows and reports every bad one with its reason', async () => {
    firstId = await importSheet();
    const done = await waitForSpreadsheetImport(fx.admin, firstId);
    expect(done).toMatchObject({
      status: 'COMPLETED',
      total_rows: 2000,
      processed_rows: 2000,
      created_count: sheet.good,
      matched_count: 0,
      skipped_count: sheet.bad.size,
    });
    // River Fund existed (matched by name, case- and accent-insensitively): four funders and three programs are new.
    expect(await counts()).toEqual({ grants: sheet.good, funders: 5, programs: 3 });
    const view = await getSpreadsheetImport({
      db: fx.database.db,
      organization: organization(),
      importId: firstId,
    });
    expect(view.skippedRows.map((row) => row.rowNumber)).toEqual([...sheet.bad.keys()]);
    for (const row of view.skippedRows) {
      const expected = BAD_KINDS[sheet.bad.get(row.rowNumber) ?? -1];
      expect(row.reasons.map((reason) => reason.code)).toContain(expected?.code);
      if (expected?.code !== 'AWARDED_AFTER_SUBMISSION') {
        expect(row.reasons).toContainEqual(expect.objectContaining({ field: expected?.field }));
      }
    }
    const { rows } = await fx.admin.query(
      `select a.deadline::text, a.amount_requested_cents::int as requested, a.status
         from applications a where a.organization_id = $1 order by a.amount_requested_cents limit 1`,
      [fx.organizationId],
    );
    // Row 2: deadline 11/01/2026 read day-first, 1.000,00 read with the comma as decimal separator.
    expect(rows[0]).toEqual({ deadline: '2026-01-11', requested: 100_000, status: 'PENDING' });
  }, 120_000);

  it('offers the skipped rows as a workbook with a reasons column', async () => {
    const view = await getSpreadsheetImport({
      db: fx.database.db,
      organization: organization(),
      importId: firstId,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await skippedRowsWorkbook(view)) as unknown as ExcelJS.Buffer);
    const rows = workbook.worksheets[0]?.getSheetValues() ?? [];
    expect(rows.filter(Boolean)).toHaveLength(sheet.bad.size + 1);
    expect(String((rows[2] as unknown[])[1])).toBe(String([...sheet.bad.keys()][0]));
    expect(String((rows[2] as unknown[]).at(-1))).toContain('funder: REQUIRED');
  });

  it('creates nothing when the same file is imported again', async () => {
    secondId = await importSheet();
    const done = await waitForSpreadsheetImport(fx.admin, secondId);
    expect(done).toMatchObject({
      status: 'COMPLETED',
      created_count: 0,
      matched_count: sheet.good,
      skipped_count: sheet.bad.size,
    });
    expect(await counts()).toEqual({ grants: sheet.good, funders: 5, programs: 3 });
  }, 120_000);

  it('undo removes exactly what its import created, within 24 hours', async () => {
    const undo = (importId: number, now?: Date) =>
      undoSpreadsheetImport({
        db: fx.database.db,
        organization: organization(),
        importId,
        ...(now ? { now } : {}),
      });
    await expect(undo(firstId, new Date(Date.now() + 25 * 3600 * 1000))).rejects.toMatchObject({
      code: 'IMPORT_UNDO_EXPIRED',
    });
    expect(await undo(secondId)).toEqual({ grants: 0, funders: 0, programs: 0 });
    expect(await undo(firstId)).toEqual({ grants: sheet.good, funders: 4, programs: 3 });
    expect(await counts()).toEqual({ grants: 0, funders: 1, programs: 0 });
    expect(await undo(firstId)).toEqual({ grants: 0, funders: 0, programs: 0 });
  }, 60_000);
});

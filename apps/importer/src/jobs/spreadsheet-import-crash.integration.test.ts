import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createQueueBackend, type QueueBackend } from '@grantflow/queue/queue-backend';
import {
  enqueueSpreadsheetImport,
  SPREADSHEET_IMPORT_QUEUE,
  type SpreadsheetImportJob,
} from '@grantflow/queue/spreadsheet-import';
import { startSpreadsheetImport } from '@grantflow/use-cases/spreadsheet-import/start-spreadsheet-import';
import { spreadsheetImportStartSchema } from '@grantflow/validation/spreadsheet-import';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createImportFixture, type ImportFixture } from '../testing/import-fixture.ts';
import { GRANT_MAPPING, grantsSheet, waitForSpreadsheetImport } from '../testing/spreadsheet-file.ts';

// kill -9 of the worker mid-import, then a new worker: every row lands exactly once (the batch that was
// running rolled back with its progress, and the new worker starts at the recorded progress).

const WORKER = fileURLToPath(new URL('../testing/spreadsheet-worker-process.ts', import.meta.url));
let fx: ImportFixture;
let queues: QueueBackend;
const namespace = `sheet_crash_${randomBytes(4).toString('hex')}`;
const children: ChildProcess[] = [];
const sheet = grantsSheet(2000);

beforeAll(async () => {
  fx = await createImportFixture();
  queues = createQueueBackend({ databaseUrl: fx.database.url, namespace });
}, 60_000);

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await queues?.close();
  await fx?.close();
});

function startWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@grantflow/source', WORKER], {
    env: {
      ...process.env,
      DATABASE_URL: fx.database.url,
      QUEUE_NAMESPACE: namespace,
      LOCK_MS: '2000',
      BATCH_SIZE: '20',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`worker exited early (${code})`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('worker ready')) resolve(child);
    });
  });
}

async function processedRows(importId: number): Promise<number> {
  const { rows } = await fx.admin.query('select processed_rows from spreadsheet_imports where id = $1', [
    importId,
  ]);
  return rows[0]?.processed_rows ?? 0;
}

it('a worker killed mid-import is replaced and every row lands exactly once', async () => {
  const queue = queues.createQueue<SpreadsheetImportJob>(SPREADSHEET_IMPORT_QUEUE);
  const { id: importId } = await startSpreadsheetImport({
    db: fx.database.db,
    organization: { id: fx.organizationId, fiscalYearStart: null },
    userId: fx.userId,
    file: { name: 'pedidos.csv', body: Buffer.from(sheet.csv) },
    input: spreadsheetImportStartSchema.parse({
      kind: 'GRANTS',
      mapping: GRANT_MAPPING,
      funderMatch: 'MERGE',
      language: 'pt',
    }),
    enqueue: (payload) => enqueueSpreadsheetImport(queue, payload),
  });
  const first = await startWorker();
  while ((await processedRows(importId)) < 300) await new Promise((resolve) => setTimeout(resolve, 20));
  const exited = new Promise((resolve) => first.once('exit', resolve));
  first.kill('SIGKILL');
  await exited;
  expect(await processedRows(importId)).toBeLessThan(2000);

  const second = await startWorker();
  const done = await waitForSpreadsheetImport(fx.admin, importId, 150_000);
  expect(done).toMatchObject({
    status: 'COMPLETED',
    processed_rows: 2000,
    created_count: sheet.good,
    skipped_count: sheet.bad.size,
  });
  const { rows } = await fx.admin.query(
    `select (select count(*)::int from grants where organization_id = $1) as grants,
            (select count(*)::int from applications where organization_id = $1) as applications,
            (select count(distinct row_number)::int from spreadsheet_import_rows where import_id = $2) as rows,
            (select count(*)::int from spreadsheet_import_rows where import_id = $2) as outcomes`,
    [fx.organizationId, importId],
  );
  expect(rows[0]).toEqual({ grants: sheet.good, applications: sheet.good, rows: 2000, outcomes: 2000 });
  second.kill('SIGTERM');
}, 200_000);

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createImportFixture } from '@grantflow/importer/testing/import-fixture';
import {
  GRANT_MAPPING,
  grantsSheet,
  waitForSpreadsheetImport,
} from '@grantflow/importer/testing/spreadsheet-file';
import { createQueueBackend } from '@grantflow/queue/queue-backend';
import {
  enqueueSpreadsheetImport,
  SPREADSHEET_IMPORT_QUEUE,
  type SpreadsheetImportJob,
} from '@grantflow/queue/spreadsheet-import';
import { startSpreadsheetImport } from '@grantflow/use-cases/spreadsheet-import/start-spreadsheet-import';
import { spreadsheetImportStartSchema } from '@grantflow/validation/spreadsheet-import';
import ExcelJS from 'exceljs';
import type { Machine } from './machine.ts';

// The spreadsheet import: a generated GRANTS sheet (Portuguese values, 5 % bad rows; as CSV and as XLSX
// with the same cells as text) started through the
// use case the api's `startSpreadsheetImport` calls, run by the importer's spreadsheet worker built to
// JavaScript (`apps/importer/dist`, plain `node`, no tsx) as a process of its own. Rows per second from
// the start to COMPLETED; the worker's RSS idle (once ready) and its peak (VmHWM, the kernel's own
// high-water mark, so no sampling gap).

export type SheetFormat = 'csv' | 'xlsx';

export interface SpreadsheetImportBenchResult {
  format: SheetFormat;
  rows: number;
  fileKb: number;
  batchSize: number;
  seconds: number;
  rowsPerSecond: number;
  idleRssMb: number;
  peakRssMb: number;
  created: number;
  skipped: number;
}

function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

function startBuiltWorker(rootDir: string, env: Record<string, string>): Promise<ChildProcess> {
  const script = path.join(rootDir, 'apps/importer/dist/testing/spreadsheet-worker-process.js');
  if (!fs.existsSync(script)) throw new Error(`${script} is missing: build the importer first`);
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, NODE_OPTIONS: process.env.BENCH_WORKER_NODE_OPTIONS ?? '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const early = (code: number | null) => reject(new Error(`spreadsheet worker exited early (${code})`));
    child.once('exit', early);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('worker ready')) {
        child.off('exit', early);
        resolve(child);
      }
    });
  });
}

/** The CSV's cells in one worksheet, every cell a string (as a user's typed sheet would read). */
async function asXlsx(csv: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Pedidos');
  for (const line of csv.split('\n')) if (line !== '') sheet.addRow(line.split(';'));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function runSpreadsheetImportBench(options: {
  rootDir: string;
  rows: number;
  batchSize: number;
  format: SheetFormat;
  log: (line: string) => void;
}): Promise<SpreadsheetImportBenchResult> {
  const { rows, batchSize, format, log } = options;
  const sheet = grantsSheet(rows);
  const body = format === 'csv' ? Buffer.from(sheet.csv) : await asXlsx(sheet.csv);
  const fx = await createImportFixture();
  const namespace = `bench_sheet_${process.pid}`;
  const queues = createQueueBackend({ databaseUrl: fx.database.url, namespace });
  let worker: ChildProcess | undefined;
  try {
    log(`Spreadsheet import bench: ${rows} grant rows, ${Math.round(body.length / 1024)} KB of ${format}.`);
    worker = await startBuiltWorker(options.rootDir, {
      DATABASE_URL: fx.database.url,
      QUEUE_NAMESPACE: namespace,
      LOCK_MS: '30000',
      BATCH_SIZE: String(batchSize),
    });
    const pid = worker.pid as number;
    // Settled idle: the worker's modules loaded and its connections open.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idleRssMb = memoryMb(pid, 'VmRSS');
    const queue = queues.createQueue<SpreadsheetImportJob>(SPREADSHEET_IMPORT_QUEUE);
    const started = performance.now();
    const { id: importId } = await startSpreadsheetImport({
      db: fx.database.db,
      organization: { id: fx.organizationId, fiscalYearStart: null },
      userId: fx.userId,
      file: { name: `pedidos.${format}`, body },
      input: spreadsheetImportStartSchema.parse({
        kind: 'GRANTS',
        mapping: GRANT_MAPPING,
        funderMatch: 'MERGE',
        language: 'pt',
      }),
      enqueue: (payload) => enqueueSpreadsheetImport(queue, payload),
    });
    const done = await waitForSpreadsheetImport(fx.admin, importId, 60 * 60 * 1000);
    const seconds = (performance.now() - started) / 1000;
    const peakRssMb = memoryMb(pid, 'VmHWM');
    if (
      done.status !== 'COMPLETED' ||
      done.created_count !== sheet.good ||
      done.skipped_count !== sheet.bad.size
    ) {
      throw new Error(`spreadsheet import ended ${JSON.stringify(done)}; expected ${sheet.good} created`);
    }
    return {
      format,
      rows,
      fileKb: body.length / 1024,
      batchSize,
      seconds,
      rowsPerSecond: rows / seconds,
      idleRssMb,
      peakRssMb,
      created: Number(done.created_count),
      skipped: Number(done.skipped_count),
    };
  } finally {
    worker?.kill('SIGTERM');
    await queues.close();
    await fx.close();
  }
}

export const SPREADSHEET_IMPORT_SECTION: readonly [string, string] = [
  '<!-- bench:spreadsheet-import:start -->',
  '<!-- bench:spreadsheet-import:end -->',
];

export function spreadsheetImportTable(
  results: readonly SpreadsheetImportBenchResult[],
  date: string,
  machine: Machine,
): string {
  const first = results[0];
  if (!first) return '';
  const pass = (ok: boolean) => (ok ? 'pass' : 'FAIL');
  return [
    `Run ${date} on ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, Node ${machine.node}, ` +
      `PostgreSQL ${machine.postgres}: ${first.rows.toLocaleString('en')} GRANTS rows ` +
      `(${first.skipped} refused), batches of ${first.batchSize}, the built importer worker ` +
      '(`node dist/…`, a fresh process per file), BullMQ on PostgreSQL.',
    '',
    '| file | size | start → COMPLETED | rows per second | importer RSS idle → peak (VmHWM) | peak ≤ 300 MB |',
    '| --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.format.toUpperCase()} | ${Math.round(r.fileKb).toLocaleString('en')} KB | ${r.seconds.toFixed(1)} s | ` +
        `${Math.round(r.rowsPerSecond).toLocaleString('en')} | ${r.idleRssMb.toFixed(0)} MB → ` +
        `${r.peakRssMb.toFixed(0)} MB | ${pass(r.peakRssMb <= 300)} |`,
    ),
  ].join('\n');
}

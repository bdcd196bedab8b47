import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DRIVE_IMPORT_QUEUE, enqueueDriveImport } from '@grantflow/importer/jobs/drive-import';
import { FakeDriveTree } from '@grantflow/importer/testing/fake-drive-tree';
import { startFakeGoogleDrive } from '@grantflow/importer/testing/fake-google-drive';
import { FAKE_REFRESH_TOKEN } from '@grantflow/importer/testing/fake-http';
import {
  createImportFixture,
  startFakeGoogleImport,
  waitForImportJob,
} from '@grantflow/importer/testing/import-fixture';
import { spawnImportWorker } from '@grantflow/importer/testing/spawn-import-worker';
import { createQueueBackend } from '@grantflow/queue/queue-backend';
import type { DriveImportPayload } from '@grantflow/use-cases/imports/start-drive-import';
import type { Machine } from './machine.ts';

// The import case: importing `totalMb` from the local fake Google Drive (googleapis client,
// SSRF guard, storage writes, one transaction per file) against a plain HTTP download of the same files
// from the same server to the same disk, at the same concurrency. The importer runs as its own process;
// its RSS is sampled from /proc every 100 ms.

export interface ImportBenchResult {
  totalMb: number;
  files: number;
  concurrency: number;
  plainSeconds: number;
  /** The same download flushed to disk per file (the disk store flushes before its rename). */
  plainFlushedSeconds: number;
  importSeconds: number;
  plainMbPerSecond: number;
  importMbPerSecond: number;
  ratio: number;
  ratioFlushed: number;
  peakRssMb: number;
}

const FILE_MB = 32;

function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

async function inParallel(items: string[], limit: number, work: (id: string) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const id = items[next] as string;
        next += 1;
        await work(id);
      }
    }),
  );
}

export async function runImportBench(options: {
  totalMb: number;
  concurrency: number;
  log: (line: string) => void;
}) {
  const { log, concurrency } = options;
  const files = Math.max(1, Math.round(options.totalMb / FILE_MB));
  const tree = new FakeDriveTree();
  tree.add({ id: 'bench', name: 'Bench', parentId: null, mimeType: 'folder', size: 0 });
  const ids: string[] = [];
  for (let i = 0; i < files; i += 1) {
    ids.push(`bench-${i}`);
    tree.add({
      id: `bench-${i}`,
      name: `file-${i}.txt`,
      parentId: 'bench',
      mimeType: 'text/plain',
      size: FILE_MB * 1024 * 1024,
    });
  }
  const fx = await createImportFixture();
  const google = await startFakeGoogleDrive(tree);
  const plainDir = await mkdtemp(path.join(tmpdir(), 'gf-bench-plain-'));
  const filesDir = await mkdtemp(path.join(tmpdir(), 'gf-bench-files-'));
  const namespace = `bench_import_${process.pid}`;
  const queues = createQueueBackend({ databaseUrl: fx.database.url, namespace });
  try {
    log(`Import bench: ${files} files of ${FILE_MB} MB (${files * FILE_MB} MB), ${concurrency} at a time.`);
    // Plain download: the same server, a bearer token, bytes streamed to disk.
    const token = (await (
      await fetch(`${google.url}token`, {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: FAKE_REFRESH_TOKEN }),
      })
    ).json()) as { access_token: string };
    // Twice: as a plain client writes (page cache), and flushed to disk per file as the file store does.
    const plainDownload = async (flush: boolean) => {
      const started = performance.now();
      await inParallel(ids, concurrency, async (id) => {
        const response = await fetch(`${google.url}drive/v3/files/${id}?alt=media`, {
          headers: { authorization: `Bearer ${token.access_token}` },
        });
        if (!response.ok || !response.body) throw new Error(`plain download of ${id}: ${response.status}`);
        await pipeline(response.body, fs.createWriteStream(path.join(plainDir, `${id}-${flush}`), { flush }));
      });
      return (performance.now() - started) / 1000;
    };
    await plainDownload(false); // warm-up: connections, JIT, page cache; not counted
    const plainSeconds = await plainDownload(false);
    const plainFlushedSeconds = await plainDownload(true);
    await rm(plainDir, { recursive: true, force: true });

    const worker = await spawnImportWorker({
      databaseUrl: fx.database.url,
      queueNamespace: namespace,
      googleUrl: google.url,
      microsoftUrl: google.url,
      filesDir,
      lockMs: 30_000,
      maxBytes: (FILE_MB + 1) * 1024 * 1024,
      concurrency,
    });
    let peakRssMb = rssMb(worker.pid as number);
    const sampler = setInterval(() => {
      peakRssMb = Math.max(peakRssMb, rssMb(worker.pid as number));
    }, 100);
    const importQueue = queues.createQueue<DriveImportPayload>(DRIVE_IMPORT_QUEUE);
    const importStart = performance.now();
    const importJobId = await startFakeGoogleImport(fx, {
      googleUrl: google.url,
      itemId: 'bench',
      itemType: 'folder',
      name: 'Bench',
      enqueue: (payload) => enqueueDriveImport(importQueue, payload),
    });
    const job = await waitForImportJob(fx.admin, importJobId, 60 * 60 * 1000);
    const importSeconds = (performance.now() - importStart) / 1000;
    clearInterval(sampler);
    worker.kill('SIGTERM');
    if (job.status !== 'COMPLETED' || job.processed_files !== files) {
      throw new Error(
        `import ended ${job.status} with ${job.processed_files}/${files} files: ${job.error_message}`,
      );
    }
    const totalMb = files * FILE_MB;
    const result: ImportBenchResult = {
      totalMb,
      files,
      concurrency,
      plainSeconds,
      plainFlushedSeconds,
      importSeconds,
      plainMbPerSecond: totalMb / plainSeconds,
      importMbPerSecond: totalMb / importSeconds,
      ratio: plainSeconds / importSeconds,
      ratioFlushed: plainFlushedSeconds / importSeconds,
      peakRssMb,
    };
    // A stored object must be the served bytes: compare one by size.
    const stored = await fx.admin.query<{ size_bytes: number }>('select size_bytes from files limit 1');
    if (Number(stored.rows[0]?.size_bytes) !== FILE_MB * 1024 * 1024) throw new Error('stored size differs');
    return result;
  } finally {
    await queues.close();
    await google.close();
    await fx.close();
    await rm(filesDir, { recursive: true, force: true });
    await rm(plainDir, { recursive: true, force: true });
  }
}

/** The import case's own README section, so the API and web tables stay. */
export const IMPORT_SECTION: readonly [string, string] = [
  '<!-- bench:import:start -->',
  '<!-- bench:import:end -->',
];

export function importTable(result: ImportBenchResult, date: string, machine: Machine): string {
  const pct = (result.ratio * 100).toFixed(0);
  return [
    `Run ${date} on ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, Node ${machine.node}, ` +
      `PostgreSQL ${machine.postgres}: ${result.files} files × ${FILE_MB} MB = ${result.totalMb} MB, ` +
      `${result.concurrency} at a time, disk storage, BullMQ on PostgreSQL.`,
    '',
    '| measure | plain HTTP download | plain download, flushed per file | Grantflow import | target |',
    '| --- | --- | --- | --- | --- |',
    `| time | ${result.plainSeconds.toFixed(1)} s | ${result.plainFlushedSeconds.toFixed(1)} s | ${result.importSeconds.toFixed(1)} s | |`,
    `| throughput | ${(result.totalMb / result.plainSeconds).toFixed(0)} MB/s | ${(result.totalMb / result.plainFlushedSeconds).toFixed(0)} MB/s | ${result.importMbPerSecond.toFixed(0)} MB/s | ≥ 70 % of plain |`,
    `| import ÷ plain | | | **${pct} %** (vs flushed: **${(result.ratioFlushed * 100).toFixed(0)} %**) | ≥ 70 % |`,
    `| peak RSS of the importer process | | | ${result.peakRssMb.toFixed(0)} MB | ≤ 300 MB |`,
  ].join('\n');
}

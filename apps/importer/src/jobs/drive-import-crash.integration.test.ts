import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createQueueBackend, type QueueBackend } from '@grantflow/queue/queue-backend';
import type { DriveImportPayload } from '@grantflow/use-cases/imports/start-drive-import';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildFolderTree } from '../testing/fake-drive-tree.ts';
import { startFakeGoogleDrive } from '../testing/fake-google-drive.ts';
import type { FakeProviderControls } from '../testing/fake-http.ts';
import {
  createImportFixture,
  type ImportFixture,
  startFakeGoogleImport,
  waitForImportJob,
} from '../testing/import-fixture.ts';
import { spawnImportWorker } from '../testing/spawn-import-worker.ts';
import { DRIVE_IMPORT_QUEUE, enqueueDriveImport } from './drive-import.ts';

// SECURITY.md, row 17: kill -9 of the worker mid-import, then a new worker: every file exactly once.

let fx: ImportFixture;
let google: FakeProviderControls;
let queues: QueueBackend;
let filesDir: string;
const namespace = `crash_${randomBytes(4).toString('hex')}`;
const children: ChildProcess[] = [];

beforeAll(async () => {
  fx = await createImportFixture();
  google = await startFakeGoogleDrive(buildFolderTree({ files: 200, topName: 'Archive' }).tree, {
    maxPageSize: 50,
  });
  google.downloadDelayMs = 40;
  queues = createQueueBackend({ databaseUrl: fx.database.url, namespace });
  filesDir = await mkdtemp(path.join(tmpdir(), 'gf-crash-'));
}, 60_000);

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await queues?.close();
  await google?.close();
  await fx?.close();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

const startWorker = () =>
  spawnImportWorker({
    databaseUrl: fx.database.url,
    queueNamespace: namespace,
    googleUrl: google.url,
    microsoftUrl: google.url,
    filesDir,
    lockMs: 2000,
  }).then((child) => {
    children.push(child);
    return child;
  });

async function completedFiles(jobId: number): Promise<number> {
  const { rows } = await fx.admin.query(
    `select count(*)::int as n from import_files where job_id = $1 and status = 'COMPLETED'`,
    [jobId],
  );
  return rows[0].n;
}

it('a worker killed mid-import is replaced and every file lands exactly once', async () => {
  const importQueue = queues.createQueue<DriveImportPayload>(DRIVE_IMPORT_QUEUE);
  const importJobId = await startFakeGoogleImport(fx, {
    googleUrl: google.url,
    itemId: 'top',
    itemType: 'folder',
    name: 'Archive',
    enqueue: (payload) => enqueueDriveImport(importQueue, payload),
  });

  const first = await startWorker();
  for (let done = 0; done < 30; done = await completedFiles(importJobId)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const exited = new Promise((resolve) => first.once('exit', resolve));
  first.kill('SIGKILL');
  await exited;
  const atKill = await completedFiles(importJobId);
  expect(atKill).toBeLessThan(200);

  const second = await startWorker();
  const job = await waitForImportJob(fx.admin, importJobId, 120_000);
  expect(job).toMatchObject({ status: 'COMPLETED', total_files: 200, processed_files: 200, failed_files: 0 });

  const { rows } = await fx.admin.query(
    `select count(*)::int as files, count(distinct folder_path || '/' || name)::int as paths,
            count(*) filter (where name like '% (_).txt')::int as renamed
       from files where organization_id = $1 and funder_id = $2`,
    [fx.organizationId, fx.funderId],
  );
  expect(rows[0]).toEqual({ files: 200, paths: 200, renamed: 0 });
  const expected = buildFolderTree({ files: 200, topName: 'Archive' }).expectedPaths.sort();
  const { rows: paths } = await fx.admin.query(
    `select folder_path || '/' || name as path from files where organization_id = $1 order by 1`,
    [fx.organizationId],
  );
  expect(paths.map((row) => row.path).sort()).toEqual(expected);
  second.kill('SIGTERM');
}, 180_000);

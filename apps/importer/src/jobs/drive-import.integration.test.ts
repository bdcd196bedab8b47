import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DriveProvider } from '@grantflow/domain/shared/enums';
import { FILE_EVENTS_QUEUE, type FileEvent } from '@grantflow/queue/file-events';
import { createQueueBackend, type QueueBackend } from '@grantflow/queue/queue-backend';
import type { ObjectKey } from '@grantflow/storage/keys';
import type { DriveGateway } from '@grantflow/use-cases/imports/drive-gateway';
import { type DriveImportPayload, startDriveImport } from '@grantflow/use-cases/imports/start-drive-import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDriveGateway } from '../drives/create-drive-gateway.ts';
import { buildFolderTree, type FakeDriveTree } from '../testing/fake-drive-tree.ts';
import { startFakeGoogleDrive } from '../testing/fake-google-drive.ts';
import type { FakeProviderControls } from '../testing/fake-http.ts';
import { startFakeMicrosoftGraph } from '../testing/fake-microsoft-graph.ts';
import {
  createImportFixture,
  fakeDriveEnv,
  type ImportFixture,
  waitForImportJob,
} from '../testing/import-fixture.ts';
import { DRIVE_IMPORT_QUEUE, enqueueDriveImport, startDriveImportWorker } from './drive-import.ts';

// The real googleapis and Graph clients against local fake providers, BullMQ on
// PostgreSQL, the disk store. A 200-file folder lands under the right paths; a re-run adds nothing;
// Retry-After is waited out; an oversize file fails alone with its reason.

const MAX_BYTES = 64 * 1024;

let fx: ImportFixture;
let google: FakeProviderControls;
let microsoft: FakeProviderControls;
let googleTree: FakeDriveTree;
let microsoftTree: FakeDriveTree;
let queues: QueueBackend;
const waits: number[] = [];
let enqueue: (payload: DriveImportPayload) => Promise<void>;
let drives: DriveGateway;

beforeAll(async () => {
  fx = await createImportFixture();
  const built = buildFolderTree({ files: 200, topName: 'Grant archive' });
  googleTree = built.tree;
  google = await startFakeGoogleDrive(googleTree, { maxPageSize: 40 });
  microsoftTree = buildFolderTree({ files: 30, topName: 'Reports' }).tree;
  microsoft = await startFakeMicrosoftGraph(microsoftTree, { maxPageSize: 7 });
  queues = createQueueBackend({
    databaseUrl: fx.database.url,
    namespace: `imp_${randomBytes(4).toString('hex')}`,
  });
  drives = createDriveGateway({
    env: fakeDriveEnv(google.url, microsoft.url),
    // Real waits (so Retry-After: 2 really passes), recorded to assert what was asked for.
    throttle: {
      attempts: 4,
      baseDelayMs: 50,
      maxDelayMs: 500,
      sleep: async (ms) => {
        waits.push(ms);
        await sleep(ms);
      },
    },
  });
  const importQueue = queues.createQueue<DriveImportPayload>(DRIVE_IMPORT_QUEUE);
  enqueue = (payload) => enqueueDriveImport(importQueue, payload);
  startDriveImportWorker(queues, {
    db: fx.database.db,
    drives,
    storage: fx.storage,
    fileEvents: queues.createQueue<FileEvent>(FILE_EVENTS_QUEUE),
    maxBytes: MAX_BYTES,
    concurrency: 4,
    idleTimeoutMs: 1_000,
  });
}, 120_000);

afterAll(async () => {
  await queues?.close();
  await google?.close();
  await microsoft?.close();
  await fx?.close();
});

async function importItem(
  provider: DriveProvider,
  itemId: string,
  itemType: 'file' | 'folder',
  path = '',
): Promise<number> {
  const { importJobId } = await startDriveImport({
    db: fx.database.db,
    drives,
    caller: { userId: fx.userId, organizationId: fx.organizationId },
    provider,
    body: {
      doc_id: itemId,
      doc_name: itemId,
      doc_type: itemType,
      user_id: fx.userId,
      funder_id: fx.funderId,
      path,
    },
    enqueue,
  });
  return importJobId;
}

async function filesUnder(
  prefix: string,
): Promise<Array<{ path: string; storage_key: string; size_bytes: number }>> {
  const { rows } = await fx.admin.query(
    `select folder_path || '/' || name as path, storage_key, size_bytes from files
      where organization_id = $1 and funder_id = $2 and (folder_path = $3 or folder_path like $3 || '/%') order by 1`,
    [fx.organizationId, fx.funderId, prefix],
  );
  return rows;
}

describe('drive imports (Google Drive fake, googleapis client)', () => {
  it('imports a folder tree of 200 files, every file under its path, once', async () => {
    const jobId = await importItem('google_drive', 'top', 'folder', '2024');
    const job = await waitForImportJob(fx.admin, jobId, 120_000);
    expect(job).toMatchObject({
      status: 'COMPLETED',
      total_files: 200,
      processed_files: 200,
      failed_files: 0,
    });

    const expected = buildFolderTree({ files: 200, topName: 'Grant archive' })
      .expectedPaths.map((p) => `/2024${p}`)
      .sort();
    const stored = await filesUnder('/2024/Grant archive');
    expect(stored.map((file) => file.path).sort()).toEqual(expected);

    // Bytes are the provider's: compare one file's stored object with what the fake serves.
    const sample = stored.find((file) => file.path.endsWith('/file-7.txt'));
    const object = await fx.storage.get(sample?.storage_key as ObjectKey);
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    const served: Buffer[] = [];
    for await (const chunk of googleTree.body(googleTree.nodes.get('file-7') as never))
      served.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(Buffer.concat(served))).toBe(true);

    const { rows: folders } = await fx.admin.query(
      `select path from folders where organization_id = $1 and funder_id = $2 order by path`,
      [fx.organizationId, fx.funderId],
    );
    expect(folders.map((row) => row.path)).toContain('/2024/Grant archive/Folder 3/Sub 1');
    expect(folders.map((row) => row.path)).toContain('/2024');

    const { rows: events } = await fx.admin.query(
      `select count(*)::int as n from import_files where job_id = $1 and status = 'COMPLETED' and file_id is not null`,
      [jobId],
    );
    expect(events[0].n).toBe(200);
    const counts = await queues
      .createQueue<FileEvent>(FILE_EVENTS_QUEUE)
      .getJobCounts('waiting', 'prioritized', 'delayed');
    expect(Object.values(counts).reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(200);
  }, 180_000);

  it('re-running the same import creates no duplicate file', async () => {
    const before = await filesUnder('/2024/Grant archive');
    const jobId = await importItem('google_drive', 'top', 'folder', '2024');
    const job = await waitForImportJob(fx.admin, jobId);
    expect(job).toMatchObject({
      status: 'COMPLETED',
      total_files: 200,
      processed_files: 200,
      failed_files: 0,
    });
    const after = await filesUnder('/2024/Grant archive');
    expect(after).toEqual(before);
  }, 60_000);

  it('waits out 429 with Retry-After: 2 and then imports', async () => {
    googleTree.add({
      id: 'slow-1',
      name: 'After the wait.txt',
      parentId: null,
      mimeType: 'text/plain',
      size: 1000,
    });
    waits.length = 0;
    const throttledBefore = google.counts.throttled ?? 0;
    google.throttle(2, '2');
    const jobId = await importItem('google_drive', 'slow-1', 'file', 'Throttled');
    const job = await waitForImportJob(fx.admin, jobId);
    expect(job).toMatchObject({ status: 'COMPLETED', processed_files: 1, failed_files: 0 });
    expect((google.counts.throttled ?? 0) - throttledBefore).toBe(2);
    expect(waits.length).toBe(2);
    for (const wait of waits) expect(wait).toBeGreaterThanOrEqual(2000);
    expect((await filesUnder('/Throttled')).map((file) => file.path)).toEqual([
      '/Throttled/After the wait.txt',
    ]);
  }, 60_000);

  it('fails an oversize file alone, with the reason, stated or streamed', async () => {
    googleTree.add({ id: 'mixed', name: 'Mixed', parentId: null, mimeType: 'folder', size: 0 });
    googleTree.add({ id: 'small', name: 'small.txt', parentId: 'mixed', mimeType: 'text/plain', size: 500 });
    googleTree.add({
      id: 'huge',
      name: 'huge.txt',
      parentId: 'mixed',
      mimeType: 'text/plain',
      size: MAX_BYTES * 4,
    });
    // States a small size but serves more: caught while streaming.
    googleTree.add({
      id: 'liar',
      name: 'liar.txt',
      parentId: 'mixed',
      mimeType: 'text/plain',
      size: 100,
      servedSize: MAX_BYTES * 2,
    });
    googleTree.add({
      id: 'exe',
      name: 'tool.exe',
      parentId: 'mixed',
      mimeType: 'application/x-msdownload',
      size: 100,
    });
    const downloadsBefore = google.counts.download ?? 0;
    const jobId = await importItem('google_drive', 'mixed', 'folder');
    const job = await waitForImportJob(fx.admin, jobId);
    expect(job).toMatchObject({ status: 'COMPLETED', total_files: 4, processed_files: 1, failed_files: 3 });
    const { rows } = await fx.admin.query(
      'select file_name, status, error_message from import_files where job_id = $1 order by file_name',
      [jobId],
    );
    const byName = Object.fromEntries(rows.map((row) => [row.file_name, row]));
    expect(byName['small.txt']).toMatchObject({ status: 'COMPLETED', error_message: null });
    expect(byName['huge.txt']).toMatchObject({ status: 'FAILED' });
    expect(byName['huge.txt'].error_message).toBe('The file is 256 KB, over the 64 KB limit.');
    expect(byName['liar.txt']).toMatchObject({ status: 'FAILED' });
    expect(byName['liar.txt'].error_message).toBe('The file is over the 64 KB limit.');
    expect(byName['tool.exe'].error_message).toMatch(/cannot be imported/);
    // The stated-oversize and wrong-type files were refused before any download.
    expect((google.counts.download ?? 0) - downloadsBefore).toBe(2);
    expect((await filesUnder('/Mixed')).map((file) => file.path)).toEqual(['/Mixed/small.txt']);
  }, 60_000);

  it('imports an item listed in two folders of the tree once', async () => {
    googleTree.add({ id: 'two', name: 'Two parents', parentId: null, mimeType: 'folder', size: 0 });
    googleTree.add({ id: 'two-a', name: 'A', parentId: 'two', mimeType: 'folder', size: 0 });
    googleTree.add({ id: 'two-b', name: 'B', parentId: 'two', mimeType: 'folder', size: 0 });
    googleTree.add({
      id: 'shared',
      name: 'shared.txt',
      parentId: 'two-a',
      alsoIn: ['two-b'],
      mimeType: 'text/plain',
      size: 50,
    });
    const jobId = await importItem('google_drive', 'two', 'folder');
    const job = await waitForImportJob(fx.admin, jobId);
    expect(job).toMatchObject({ status: 'COMPLETED', total_files: 1, processed_files: 1 });
    expect((await filesUnder('/Two parents')).map((file) => file.path)).toEqual([
      '/Two parents/A/shared.txt',
    ]);
  }, 60_000);

  it('stores names with bidi, zero-width or look-alike slash characters mended, never as the drive spells them', async () => {
    googleTree.add({ id: 'odd', name: 'Odd\u202enames', parentId: null, mimeType: 'folder', size: 0 });
    googleTree.add({ id: 'odd-sub', name: 'Sub\u2215dir', parentId: 'odd', mimeType: 'folder', size: 0 });
    const file = (id: string, name: string, parentId = 'odd') =>
      googleTree.add({ id, name, parentId, mimeType: 'text/plain', size: 20 });
    file('odd-bidi', 'invoice\u202efdp.txt');
    file('odd-zw', 'bud\u200bget.txt');
    file('odd-c1', 'note\u0085s.txt');
    file('odd-slash', '\uff0e\uff0e\uff0fpasswd.txt');
    file('odd-nested', 'inner.txt', 'odd-sub');
    const jobId = await importItem('google_drive', 'odd', 'folder');
    expect(await waitForImportJob(fx.admin, jobId)).toMatchObject({
      status: 'COMPLETED',
      processed_files: 5,
    });
    const paths = (await filesUnder('/Oddnames')).map((stored) => stored.path);
    expect(paths.sort()).toEqual(
      [
        '/Oddnames/budget.txt',
        '/Oddnames/invoicefdp.txt',
        '/Oddnames/notes.txt',
        '/Oddnames/Sub_dir/inner.txt',
        '/Oddnames/\uff0e\uff0e_passwd.txt',
      ].sort(),
    );
  }, 60_000);

  it('gives up on a download that stops sending, and fails that file alone', async () => {
    googleTree.add({ id: 'stall', name: 'Stall', parentId: null, mimeType: 'folder', size: 0 });
    googleTree.add({ id: 'ok', name: 'ok.txt', parentId: 'stall', mimeType: 'text/plain', size: 100 });
    googleTree.add({
      id: 'stuck',
      name: 'stuck.txt',
      parentId: 'stall',
      mimeType: 'text/plain',
      size: 40_000,
      stallAfter: 20_000,
    });
    const jobId = await importItem('google_drive', 'stall', 'folder');
    const job = await waitForImportJob(fx.admin, jobId);
    expect(job).toMatchObject({ status: 'COMPLETED', processed_files: 1, failed_files: 1 });
    const { rows } = await fx.admin.query(
      `select file_name, error_message from import_files where job_id = $1 and status = 'FAILED'`,
      [jobId],
    );
    expect(rows).toEqual([{ file_name: 'stuck.txt', error_message: 'The drive stopped sending the file.' }]);
  }, 60_000);

  it('exports a Google Doc as DOCX', async () => {
    const zipHeader = `PK\u0003\u0004\u0014${'\u0000'.repeat(21)}\u0011\u0000\u0000\u0000word/document.xml`;
    googleTree.add({
      id: 'gdoc',
      name: 'Award letter',
      parentId: null,
      mimeType: 'application/vnd.google-apps.document',
      size: 2000,
      header: zipHeader,
    });
    const jobId = await importItem('google_drive', 'gdoc', 'file', 'Letters');
    const job = await waitForImportJob(fx.admin, jobId);
    expect(job).toMatchObject({ status: 'COMPLETED', processed_files: 1 });
    expect(google.counts.export).toBeGreaterThanOrEqual(1);
    const { rows } = await fx.admin.query(`select name, mime_type from files where folder_path = '/Letters'`);
    expect(rows).toEqual([
      {
        name: 'Award letter.docx',
        mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
    ]);
  }, 60_000);
});

describe('drive imports (Microsoft Graph fake, Graph client)', () => {
  it('imports a folder with paged children and redirected downloads', async () => {
    const jobId = await importItem('one_drive', 'top', 'folder');
    const job = await waitForImportJob(fx.admin, jobId);
    expect(job).toMatchObject({ status: 'COMPLETED', total_files: 30, processed_files: 30, failed_files: 0 });
    const expected = buildFolderTree({ files: 30, topName: 'Reports' }).expectedPaths.sort();
    expect((await filesUnder('/Reports')).map((file) => file.path).sort()).toEqual(expected);
    expect(microsoft.counts.content).toBeGreaterThanOrEqual(30);
  }, 60_000);
});

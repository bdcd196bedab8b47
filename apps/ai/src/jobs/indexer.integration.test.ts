import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { DEMO_DOCUMENTS } from '@grantflow/demo/documents/catalog';
import { renderDemoDocument } from '@grantflow/demo/documents/render';
import { FILE_EVENTS_QUEUE, type FileEvent, publishFileEvent } from '@grantflow/queue/file-events';
import { createQueueBackend, type GrantflowQueue, type QueueBackend } from '@grantflow/queue/queue-backend';
import { createDiskStorage } from '@grantflow/storage/disk-storage';
import type { FileStorage } from '@grantflow/storage/file-storage';
import { searchDocuments } from '@grantflow/use-cases/assistant/search-documents';
import { storeTestFile } from '@grantflow/use-cases/assistant/testing/store-test-file';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIndexerWorker } from './indexer.ts';

// The indexer over the real queue (BullMQ on PostgreSQL, its own namespace): what an upload does — bytes in
// storage, a files row, a published `file.stored` — and the passages appear; re-delivery, rename and
// delete behave; a malformed event fails without retries.

describe('the document indexer on the file-events queue', () => {
  let database: TestDatabase;
  let admin: pg.Pool;
  let root: string;
  let storage: FileStorage;
  let queues: QueueBackend;
  let queue: GrantflowQueue<FileEvent>;
  let orgA: number;
  let orgB: number;
  const failures: unknown[] = [];

  const chunks = async (fileId: number) =>
    (
      await admin.query<{ id: number; context: string }>(
        'select id, context from document_chunks where file_id = $1 order by ordinal',
        [fileId],
      )
    ).rows;

  /** Polls until `check` holds; a job round trip takes about 0.1 s on this backend. */
  async function eventually<T>(
    read: () => Promise<T>,
    check: (value: T) => boolean,
    what: string,
  ): Promise<T> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const value = await read();
      if (check(value)) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    admin = createAdminPool(database.url, 2);
    admin.on('error', () => {});
    root = await mkdtemp(join(tmpdir(), 'gf-indexer-'));
    storage = createDiskStorage({ root });
    const org = async (name: string) =>
      (await admin.query<{ id: number }>('insert into organizations (name) values ($1) returning id', [name]))
        .rows[0]?.id as number;
    orgA = await org('Org A');
    orgB = await org('Org B');
    queues = createQueueBackend({
      databaseUrl: database.url,
      namespace: `indexer_${randomBytes(4).toString('hex')}`,
    });
    queue = queues.createQueue<FileEvent>(FILE_EVENTS_QUEUE);
    startIndexerWorker(
      queues,
      { db: database.db, storage },
      { onFailed: (error) => failures.push(error.message) },
    );
  }, 60_000);

  afterAll(async () => {
    await queues?.close();
    await admin?.end();
    await database?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('indexes an uploaded file once its file.stored event is consumed, and a re-delivery changes nothing', async () => {
    const doc = DEMO_DOCUMENTS.find((d) => d.fileName === 'Förderrichtlinien Kulturbrücken 2026.pdf');
    if (!doc) throw new Error('demo document missing');
    const rendered = await renderDemoDocument(doc);
    const file = await storeTestFile(admin, storage, {
      organizationId: orgA,
      funderId: null,
      folder: 'Richtlinien',
      name: doc.fileName,
      mimeType: rendered.mimeType,
      bytes: rendered.bytes,
    });
    await publishFileEvent(queue, { type: 'file.stored', organizationId: orgA, fileId: file.id }, 'upload-1');
    const first = await eventually(
      () => chunks(file.id),
      (rows) => rows.length > 0,
      'passages',
    );
    const found = await searchDocuments(
      { db: database.db },
      { organizationId: orgA, query: 'Antragsfrist Kulturbrücken' },
    );
    expect(found[0]?.source).toMatchObject({ kind: 'file', fileId: file.id, folder: 'Richtlinien' });

    // The same event delivered again (a retried publication with another stamp): same passages, same ids.
    await publishFileEvent(
      queue,
      { type: 'file.stored', organizationId: orgA, fileId: file.id },
      'upload-1-retry',
    );
    await eventually(
      async () => (await queue.getJobCounts('completed')).completed ?? 0,
      (completed) => completed >= 2,
      'the second job',
    );
    expect((await chunks(file.id)).map((row) => row.id)).toEqual(first.map((row) => row.id));

    // Renamed: the passages follow the new name.
    await admin.query(`update files set name = 'Kulturbrücken Leitfaden.pdf' where id = $1`, [file.id]);
    await publishFileEvent(
      queue,
      { type: 'file.renamed', organizationId: orgA, fileId: file.id },
      'rename-1',
    );
    await eventually(
      () => chunks(file.id),
      (rows) => rows.every((row) => row.context.includes('Leitfaden')),
      'new context',
    );

    // Deleted: the passages go.
    await publishFileEvent(
      queue,
      { type: 'file.deleted', organizationId: orgA, fileId: file.id },
      'delete-1',
    );
    await eventually(
      () => chunks(file.id),
      (rows) => rows.length === 0,
      'no passages',
    );
    expect(failures).toEqual([]);
  });

  it("does not index a file under another organisation's id, and fails a malformed event without retrying", async () => {
    const file = await storeTestFile(admin, storage, {
      organizationId: orgB,
      funderId: null,
      folder: '',
      name: 'b.md',
      mimeType: 'text/markdown',
      bytes: new TextEncoder().encode('# B only\n\nNothing for A.'),
    });
    // An event naming organisation A with B's file id: the indexer reads it as A, finds no such file.
    await publishFileEvent(queue, { type: 'file.stored', organizationId: orgA, fileId: file.id }, 'cross');
    await queue.add(
      'file.stored',
      { type: 'file.stored', organizationId: 'A', fileId: -1 } as unknown as FileEvent,
      {
        jobId: 'malformed-1',
      },
    );
    const failed = await eventually(
      () => queue.getJob('malformed-1'),
      (job) => Boolean(job?.failedReason),
      'the malformed job to fail',
    );
    expect(failed?.attemptsMade).toBe(1);
    expect(failed?.failedReason).toMatch(/malformed file event/);
    await eventually(
      async () => (await queue.getJobCounts('completed')).completed ?? 0,
      (completed) => completed >= 5,
      'the cross-organisation job',
    );
    expect(await chunks(file.id)).toEqual([]);
  });
});

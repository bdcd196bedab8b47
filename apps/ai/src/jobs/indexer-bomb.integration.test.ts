import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { FILE_EVENTS_QUEUE, type FileEvent, publishFileEvent } from '@grantflow/queue/file-events';
import { createQueueBackend, type QueueBackend } from '@grantflow/queue/queue-backend';
import { type SpawnedMain, spawnMain } from '@grantflow/service/test-helpers';
import { createDiskStorage } from '@grantflow/storage/disk-storage';
import { paddedDocxBomb } from '@grantflow/use-cases/assistant/testing/padded-docx-bomb';
import { uploadFile } from '@grantflow/use-cases/documents/upload-file';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The padded DOCX bomb against the ai service as it runs: its own process (main.ts, the indexer on),
// the file uploaded through the upload use case (so it passes the real archive check) and announced on the
// real queue. The service must keep answering while and after it indexes the file, and the file must end
// failed with its reason. The service gets a 768 MiB heap, so that parsing the bomb in its own process
// (what it used to do) ends it quickly instead of taking gigabytes first.

const main = new URL('../main.ts', import.meta.url);
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('a padded DOCX bomb uploaded to the assistant', () => {
  let database: TestDatabase;
  let admin: pg.Pool;
  let dataDir: string;
  let queues: QueueBackend;
  let ai: SpawnedMain | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    admin = createAdminPool(database.url, 2);
    admin.on('error', () => {});
    dataDir = await mkdtemp(join(tmpdir(), 'gf-ai-bomb-'));
    queues = createQueueBackend({ databaseUrl: database.url });
    ai = await spawnMain(main, {
      DATABASE_URL: database.url,
      REDIS_URL: undefined,
      AUTH_SECRET: 'test-secret-'.padEnd(40, 'x'),
      PORT: '0',
      DATA_DIR: dataDir,
      INDEXER_ENABLED: 'true',
      NODE_OPTIONS: '--max-old-space-size=768',
    });
  }, 120_000);

  afterAll(async () => {
    await ai?.stop('SIGKILL');
    await queues?.close();
    await admin?.end();
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('is marked failed with its reason while the service keeps answering', async () => {
    const service = ai as SpawnedMain;
    const bomb = paddedDocxBomb();
    // What the report describes: ~2.5 MB on the wire, ~240 MiB of XML inside, a ratio under the check's 200.
    expect(bomb.bytes.length).toBeLessThan(3 * 1024 * 1024);
    expect(bomb.documentXmlBytes).toBeGreaterThan(239 * 1024 * 1024);
    expect(bomb.documentXmlBytes / bomb.bytes.length).toBeLessThan(200);

    const organizationId = (
      await admin.query<{ id: number }>(`insert into organizations (name) values ('Org A') returning id`)
    ).rows[0]?.id as number;
    const funderId = (
      await admin.query<{ id: number }>(
        `insert into funders (organization_id, name, type) values ($1, 'Stiftung', 'FOUNDATION') returning id`,
        [organizationId],
      )
    ).rows[0]?.id as number;
    const fileEvents = queues.createQueue<FileEvent>(FILE_EVENTS_QUEUE);
    const file = await uploadFile({
      db: database.db,
      organization: { id: organizationId, fiscalYearStart: null },
      storage: createDiskStorage({ root: join(dataDir, 'files') }),
      publishFileEvent: (event, stamp) => publishFileEvent(fileEvents, event, stamp),
      funderId,
      folder: '/',
      maxBytes: 50 * 1024 * 1024,
      file: { name: 'Richtlinien.docx', declaredType: DOCX, body: Readable.from([Buffer.from(bomb.bytes)]) },
    });

    // Each round asks the service first: a service that died on the file fails the test at once.
    let state: { status: string; detail: string | null } | undefined;
    for (let round = 0; round < 600 && !state; round++) {
      expect((await fetch(`${service.url}/health`)).status).toBe(200);
      state = (
        await admin.query<{ status: string; detail: string | null }>(
          'select status, detail from document_index_files where file_id = $1',
          [file.id],
        )
      ).rows[0];
      if (!state) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(state).toEqual({ status: 'failed', detail: 'ARCHIVE_BOMB' });

    // The job finished (not left to be redelivered into another crash), and the service still answers.
    // The status row is written inside the job, so the job may still be finishing when it is seen.
    await expect
      .poll(() => fileEvents.getJobCounts('completed', 'failed', 'active', 'waiting', 'delayed'), {
        timeout: 10_000,
      })
      .toMatchObject({ completed: 1, failed: 0, active: 0, waiting: 0, delayed: 0 });
    expect((await fetch(`${service.url}/ready`)).status).toBe(200);
  });
});

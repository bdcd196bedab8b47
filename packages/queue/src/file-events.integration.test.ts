import { randomBytes } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_EVENTS_QUEUE, type FileEvent, publishFileEvent } from './file-events.ts';
import { createQueueBackend, type QueueBackend } from './queue-backend.ts';

let database: TestDatabase;
let backend: QueueBackend;

beforeAll(async () => {
  database = await createTestDatabase();
  backend = createQueueBackend({
    databaseUrl: database.url,
    namespace: `test_${randomBytes(4).toString('hex')}`,
  });
}, 60_000);

afterAll(async () => {
  await backend?.close();
  await database?.close();
});

describe('publishFileEvent', () => {
  it('stores a change once per stamp, and a later change again', async () => {
    const queue = backend.createQueue<FileEvent>(FILE_EVENTS_QUEUE);
    const event: FileEvent = { type: 'file.stored', organizationId: 3, fileId: 41 };
    await publishFileEvent(queue, event, 1000);
    await publishFileEvent(queue, event, 1000);
    await publishFileEvent(queue, event, 2000);
    const jobs = await queue.getJobs(['waiting']);
    expect(jobs.map((job) => job.data)).toEqual([event, event]);
    expect(jobs.map((job) => job.id).sort()).toEqual(['file.stored_3_41_1000', 'file.stored_3_41_2000']);
  });
});

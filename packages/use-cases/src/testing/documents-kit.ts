import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FILE_EVENTS_QUEUE, type FileEvent, publishFileEvent } from '@grantflow/queue/file-events';
import { createQueueBackend, type QueueBackend } from '@grantflow/queue/queue-backend';
import { createDiskStorage } from '@grantflow/storage/disk-storage';
import type { FileStorage } from '@grantflow/storage/file-storage';
import type { DocumentsDeps } from '../documents/documents-deps.ts';

// Real pieces for the document use cases' tests: a disk store in a temporary folder and the file-events
// queue on BullMQ's PostgreSQL backend in the test database (its own namespace), read back as published.

export interface DocumentsKit extends DocumentsDeps {
  storage: FileStorage;
  root: string;
  /** Every event published so far, oldest first. */
  events: () => Promise<FileEvent[]>;
  close: () => Promise<void>;
}

export async function createDocumentsKit(databaseUrl: string): Promise<DocumentsKit> {
  const root = await mkdtemp(path.join(tmpdir(), 'gf-documents-'));
  const storage = createDiskStorage({ root });
  const backend: QueueBackend = createQueueBackend({
    databaseUrl,
    namespace: `test_${randomBytes(4).toString('hex')}`,
  });
  const queue = backend.createQueue<FileEvent>(FILE_EVENTS_QUEUE);
  return {
    storage,
    root,
    publishFileEvent: (event, stamp) => publishFileEvent(queue, event, stamp),
    events: async () => {
      const jobs = await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
      return jobs.sort((a, b) => a.timestamp - b.timestamp).map((job) => job.data);
    },
    close: async () => {
      await backend.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import type { FileEvent } from '@grantflow/queue/file-events';
import { createDiskStorage } from '@grantflow/storage/disk-storage';
import type { FileStorage } from '@grantflow/storage/file-storage';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEX_VERSION, indexFile } from './index-file.ts';
import { queueOutdatedIndexes } from './queue-outdated-indexes.ts';
import { storeTestFile } from './testing/store-test-file.ts';

describe('queueing the files an older index version made', () => {
  let database: TestDatabase;
  let admin: pg.Pool;
  let root: string;
  let storage: FileStorage;

  beforeAll(async () => {
    database = await createTestDatabase();
    admin = createAdminPool(database.url, 2);
    admin.on('error', () => {});
    root = await mkdtemp(join(tmpdir(), 'gf-outdated-'));
    storage = createDiskStorage({ root });
  });

  afterAll(async () => {
    await admin?.end();
    await database?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('publishes file.stored, stamped with the version, for each outdated file of every organisation', async () => {
    const indexed = async (organization: string, name: string) => {
      const { rows } = await admin.query<{ id: number }>(
        'insert into organizations (name) values ($1) returning id',
        [organization],
      );
      const organizationId = rows[0]?.id as number;
      const file = await storeTestFile(admin, storage, {
        organizationId,
        funderId: null,
        folder: '',
        name,
        mimeType: 'text/markdown',
        bytes: new TextEncoder().encode(`# ${name}\n\nReports are due on 31 March 2026.`),
      });
      expect(await indexFile({ db: database.db, storage, organizationId, fileId: file.id })).toMatchObject({
        status: 'indexed',
      });
      return { organizationId, fileId: file.id };
    };
    const current = await indexed('Org A', 'current.md');
    const old = await indexed('Org B', 'old.md');
    // As the previous version recorded it: bytes and model, no version part.
    await admin.query(`update document_index_files set fingerprint = 'abc:none' where file_id = $1`, [
      old.fileId,
    ]);

    const published: [FileEvent, string][] = [];
    const queued = await queueOutdatedIndexes({
      db: database.db,
      publish: async (event, stamp) => {
        published.push([event, stamp]);
      },
    });
    expect(queued).toBe(1);
    expect(published).toEqual([[{ type: 'file.stored', ...old }, `index-${INDEX_VERSION}`]]);
    expect(published.some(([event]) => event.fileId === current.fileId)).toBe(false);

    // Indexing it again records the current version: nothing is left to queue.
    await indexFile({ db: database.db, storage, ...old });
    expect(await queueOutdatedIndexes({ db: database.db, publish: async () => {} })).toBe(0);
  });
});

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../rows/seed.ts';
import { loadDemoDocuments } from './load-demo-documents.ts';

let database: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  dataDir = await mkdtemp(path.join(tmpdir(), 'gf-demo-documents-'));
}, 120_000);

afterAll(async () => {
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function filesUnder(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    count += entry.isDirectory() ? await filesUnder(path.join(dir, entry.name)) : 1;
  }
  return count;
}

describe('loadDemoDocuments', () => {
  it('stores the demo documents in DATA_DIR/files on the first start and skips them afterwards', async () => {
    const env = { REDIS_URL: '' };
    const first = await loadDemoDocuments({ databaseUrl: database.url, dataDir, env });
    expect(first.stored).toBeGreaterThan(0);
    expect(first.missingFunders).toEqual([]);
    expect(await filesUnder(path.join(dataDir, 'files'))).toBe(first.stored);
    const second = await loadDemoDocuments({ databaseUrl: database.url, dataDir, env });
    expect(second).toMatchObject({ stored: 0, skipped: first.stored });
  }, 120_000);
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { spawnMain } from '@grantflow/service/test-helpers';
import { exists, leaveAbandonedUpload } from '@grantflow/storage/testing/abandoned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const main = new URL('./main.ts', import.meta.url);
const AUTH_SECRET = 'test-secret-'.padEnd(40, 'x');
let database: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'api-main-'));
});

afterAll(async () => {
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('api main.ts', () => {
  it('sweeps the temp files of uploads a dead process left, keeping one in progress', async () => {
    const { abandoned, fresh } = await leaveAbandonedUpload(dataDir);
    const child = await spawnMain(main, {
      DATABASE_URL: database.url,
      AUTH_SECRET,
      PORT: '0',
      DATA_DIR: dataDir,
    });
    for (let i = 0; i < 200 && (await exists(abandoned)); i += 1) await delay(25);
    const [abandonedLeft, freshLeft] = [await exists(abandoned), await exists(fresh)];
    expect(await child.stop('SIGTERM')).toBe(0);
    expect(abandonedLeft).toBe(false);
    expect(freshLeft).toBe(true);
  });
});

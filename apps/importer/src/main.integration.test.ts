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

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

describe('importer main.ts', () => {
  it('serves /ready against PostgreSQL and exits cleanly on SIGTERM', async () => {
    const child = await spawnMain(main, { DATABASE_URL: database.url, AUTH_SECRET, PORT: '0' });
    expect((await fetch(`${child.url}/health`)).status).toBe(200);
    expect((await fetch(`${child.url}/ready`)).status).toBe(200);
    expect(await child.stop('SIGTERM')).toBe(0);
  });

  it('sweeps the temp files an import killed mid-download left, keeping one in progress', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'importer-main-'));
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
    await rm(dataDir, { recursive: true, force: true });
    expect(abandonedLeft).toBe(false);
    expect(freshLeft).toBe(true);
  });

  it('refuses to start without DATABASE_URL and names it', async () => {
    const result = await spawnMain(main, { DATABASE_URL: '', AUTH_SECRET }).catch(
      (error: Error) => error.message,
    );
    expect(result).toContain('DATABASE_URL is required but not set');
  });
});

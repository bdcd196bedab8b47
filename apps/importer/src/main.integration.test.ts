import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { closedPort, spawnMain } from '@grantflow/service/test-helpers';
import { exists, leaveAbandonedUpload } from '@grantflow/storage/testing/abandoned';
import { startS3TestServer } from '@grantflow/storage/testing/s3-server';
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

  it('is not ready while its Redis or its bucket is missing, and is once both are there', async () => {
    const s3 = await startS3TestServer();
    const storage = {
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      IMPORT_WORKER_ENABLED: 'false',
      REMINDERS_ENABLED: 'false',
      FUNDER_FILINGS_REFRESH_ENABLED: 'false',
      OPPORTUNITY_DIGEST_ENABLED: 'false',
    };
    const base = { DATABASE_URL: database.url, AUTH_SECRET, PORT: '0', ...storage };
    const broken = await spawnMain(main, {
      ...base,
      REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
      S3_BUCKET: 'grantflow-missing',
    });
    const ready = await fetch(`${broken.url}/ready`);
    const body = await ready.json();
    expect(await broken.stop('SIGTERM')).toBe(0);
    expect(ready.status).toBe(503);
    expect(body).toMatchObject({
      status: 'unavailable',
      checks: { database: 'ok', schema: 'ok', redis: 'failed', storage: 'failed' },
    });
    const healthy = await spawnMain(main, {
      ...base,
      REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
      S3_BUCKET: s3.bucket,
    });
    const again = await fetch(`${healthy.url}/ready`);
    expect(await healthy.stop('SIGTERM')).toBe(0);
    await s3.close();
    expect(again.status).toBe(200);
  });

  it('refuses to start without DATABASE_URL and names it', async () => {
    const result = await spawnMain(main, { DATABASE_URL: '', AUTH_SECRET }).catch(
      (error: Error) => error.message,
    );
    expect(result).toContain('DATABASE_URL is required but not set');
  });
});

import { randomBytes } from 'node:crypto';
import { createSession } from '@grantflow/auth/session';
import { issueToken } from '@grantflow/auth/token';
import { withIdentity } from '@grantflow/db/client';
import { FILE_EVENTS_QUEUE, type FileEvent } from '@grantflow/queue/file-events';
import { createQueueBackend, type QueueBackend } from '@grantflow/queue/queue-backend';
import { createLogger } from '@grantflow/service/logger';
import type { DriveImportPayload } from '@grantflow/use-cases/imports/start-drive-import';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createDriveGateway } from '../drives/create-drive-gateway.ts';
import { envSchema } from '../env.ts';
import { DRIVE_IMPORT_QUEUE, enqueueDriveImport, startDriveImportWorker } from '../jobs/drive-import.ts';
import { buildFolderTree } from '../testing/fake-drive-tree.ts';
import { startFakeGoogleDrive } from '../testing/fake-google-drive.ts';
import type { FakeProviderControls } from '../testing/fake-http.ts';
import { startFakeMicrosoftGraph } from '../testing/fake-microsoft-graph.ts';
import {
  createImportFixture,
  fakeDriveEnv,
  type ImportFixture,
  waitForImportJob,
} from '../testing/import-fixture.ts';

// The drive calls (docs/product.md, REST calls) over HTTP (Fastify inject) with real tokens, the real queue and a worker.

const AUTH_SECRET = 'drive-routes-test-secret-0123456789abcdef';
let fx: ImportFixture;
let google: FakeProviderControls;
let microsoft: FakeProviderControls;
let queues: QueueBackend;
let app: FastifyInstance;
let token: string;
let otherToken: string;
let otherUserId: number;

async function tokenFor(userId: number): Promise<string> {
  const session = await withIdentity(fx.database.db, (tx) => createSession(tx, userId));
  return issueToken({ userId, sessionId: session.id, expiresAt: session.expiresAt, secret: AUTH_SECRET });
}

beforeAll(async () => {
  fx = await createImportFixture();
  google = await startFakeGoogleDrive(buildFolderTree({ files: 12, topName: 'Budgets' }).tree, {
    maxPageSize: 5,
  });
  microsoft = await startFakeMicrosoftGraph(buildFolderTree({ files: 3 }).tree);
  const driveEnv = fakeDriveEnv(google.url, microsoft.url);
  const config = envSchema.parse({
    DATABASE_URL: fx.database.url,
    AUTH_SECRET,
    ...Object.fromEntries(Object.entries(driveEnv).map(([key, value]) => [key, String(value)])),
  });
  const drives = createDriveGateway({ env: config });
  queues = createQueueBackend({
    databaseUrl: fx.database.url,
    namespace: `routes_${randomBytes(4).toString('hex')}`,
  });
  const importQueue = queues.createQueue<DriveImportPayload>(DRIVE_IMPORT_QUEUE);
  startDriveImportWorker(queues, {
    db: fx.database.db,
    drives,
    storage: fx.storage,
    fileEvents: queues.createQueue<FileEvent>(FILE_EVENTS_QUEUE),
    maxBytes: 1024 * 1024,
    concurrency: 2,
  });
  app = buildApp({
    config,
    logger: createLogger({ level: 'silent' }),
    pool: fx.database.pool,
    db: fx.database.db,
    drives,
    enqueueImport: (payload) => enqueueDriveImport(importQueue, payload),
  });
  await app.ready();
  token = await tokenFor(fx.userId);
  otherUserId = (
    await fx.admin.query<{ id: number }>(
      `insert into users (email, organization_id, role, authorized, verified_at) values ($1, $2, 'USER', true, now()) returning id`,
      [`not-connected-${randomBytes(3).toString('hex')}@example.org`, fx.organizationId],
    )
  ).rows[0]?.id as number;
  otherToken = await tokenFor(otherUserId);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await queues?.close();
  await google?.close();
  await microsoft?.close();
  await fx?.close();
});

const get = (url: string, bearer = token) =>
  app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}` } });

describe('drive routes', () => {
  it('refuses anonymous callers', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/google_drive/imports/${fx.funderId}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('imports a picked folder and lists the job with its files', async () => {
    const started = await app.inject({
      method: 'POST',
      url: '/api/google_drive/import',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        doc_id: 'top',
        doc_name: 'Budgets',
        doc_mime_type: 'application/vnd.google-apps.folder',
        doc_size: 0,
        doc_type: 'folder',
        user_id: fx.userId,
        funder_id: fx.funderId,
        path: 'Imported',
      },
    });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ success: true, message: 'Import of Budgets started' });

    const { rows } = await fx.admin.query<{ id: number }>(
      'select id from import_jobs order by id desc limit 1',
    );
    await waitForImportJob(fx.admin, rows[0]?.id as number);

    const listed = (await get(`/api/google_drive/imports/${fx.funderId}`)).json();
    expect(listed.success).toBe(true);
    expect(listed.jobs).toHaveLength(1);
    const [job] = listed.jobs;
    expect(job).toMatchObject({
      doc_name: 'Budgets',
      status: 'COMPLETED',
      total_files: 12,
      processed_files: 12,
      failed_files: 0,
      error_message: null,
    });
    expect(typeof job.inserted_at).toBe('string');
    expect(job.files).toHaveLength(12);
    expect(job.files[0]).toMatchObject({ job_id: job.id, status: 'COMPLETED', error_message: null });
    expect(job.files.map((file: { folder_path: string }) => file.folder_path)).toContain(
      'Imported/Budgets/Folder 0/Sub 0',
    );

    expect((await get(`/api/one_drive/imports/${fx.funderId}`)).json()).toEqual({ success: true, jobs: [] });
    expect((await get(`/api/google_drive/any-in-progress/${fx.funderId}`)).json()).toEqual({
      success: true,
      any_jobs_in_progress: false,
    });
  }, 60_000);

  it('refuses another user id, a foreign funder and a bad path with { success: false }', async () => {
    const foreignUser = await app.inject({
      method: 'POST',
      url: '/api/google_drive/import',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        doc_id: 'top',
        doc_name: 'x',
        doc_type: 'folder',
        user_id: otherUserId,
        funder_id: fx.funderId,
        path: '',
      },
    });
    expect(foreignUser.statusCode).toBe(403);
    expect(foreignUser.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });

    const missingFunder = await app.inject({
      method: 'POST',
      url: '/api/google_drive/import',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        doc_id: 'top',
        doc_name: 'x',
        doc_type: 'folder',
        user_id: fx.userId,
        funder_id: 999_999,
        path: '',
      },
    });
    expect(missingFunder.statusCode).toBe(404);
    expect(missingFunder.json()).toMatchObject({ success: false, code: 'FUNDER_NOT_FOUND' });

    const traversal = await app.inject({
      method: 'POST',
      url: '/api/google_drive/import',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        doc_id: 'top',
        doc_name: 'x',
        doc_type: 'folder',
        user_id: fx.userId,
        funder_id: fx.funderId,
        path: '../etc',
      },
    });
    expect(traversal.statusCode).toBe(400);
    expect(traversal.json()).toMatchObject({ success: false, code: 'VALIDATION' });

    expect((await get(`/api/google_drive/imports/999999`)).statusCode).toBe(404);
    expect((await get(`/api/google_drive/token/${otherUserId}`)).statusCode).toBe(403);
  });

  it('gives a provider access token to a connected user, and says Setup otherwise', async () => {
    const connected = (await get(`/api/google_drive/token/${fx.userId}`)).json();
    expect(connected).toMatchObject({ success: true });
    expect(connected.token).toMatch(/^access-/);
    const notConnected = await get(`/api/one_drive/token/${otherUserId}`, otherToken);
    expect(notConnected.statusCode).toBe(200);
    expect(notConnected.json()).toEqual({
      success: false,
      token: null,
      message: 'This drive is not connected',
      code: 'DRIVE_NOT_CONNECTED',
    });
  });

  it('browses the drive page by page', async () => {
    const root = (await get('/api/google_drive/browse')).json();
    expect(root).toMatchObject({ success: true, next_page_token: null });
    expect(root.items).toEqual([
      {
        id: 'top',
        name: 'Budgets',
        mime_type: 'application/vnd.google-apps.folder',
        size: null,
        is_folder: true,
        modified_time: '2026-11-01T10:00:00.000Z',
      },
    ]);
    const sub = (await get('/api/google_drive/browse?folder_id=folder-0-sub-0')).json();
    expect(sub.items.length).toBeGreaterThan(0);
    const first = (await get('/api/one_drive/browse?folder_id=top')).json();
    expect(first).toMatchObject({ success: true });
    expect(first.items.map((item: { name: string }) => item.name)).toContain('Folder 0');
    const paged = (await get('/api/google_drive/browse?folder_id=top')).json();
    expect(paged.items).toHaveLength(5);
    expect(paged.next_page_token).toBe(null);
  });
});

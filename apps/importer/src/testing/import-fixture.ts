import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sealDriveToken } from '@grantflow/auth/drive/drive-token-cipher';
import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import type { DriveProvider } from '@grantflow/domain/shared/enums';
import { createDiskStorage } from '@grantflow/storage/disk-storage';
import type { FileStorage } from '@grantflow/storage/file-storage';
import { type DriveImportPayload, startDriveImport } from '@grantflow/use-cases/imports/start-drive-import';
import type pg from 'pg';
import { createDriveGateway } from '../drives/create-drive-gateway.ts';
import type { DriveEnv } from '../drives/drive-config.ts';
import { FAKE_REFRESH_TOKEN } from './fake-http.ts';

// A database with one organisation, a user who connected both drives (refresh token sealed like the
// real callback does), a funder, and a disk store in a temporary folder.

export const TEST_DRIVE_TOKEN_KEY = 'test-drive-token-key-0123456789-abcdefghij';

export interface ImportFixture {
  database: TestDatabase;
  admin: pg.Pool;
  storage: FileStorage;
  organizationId: number;
  userId: number;
  funderId: number;
  close(): Promise<void>;
}

async function id(admin: pg.Pool, text: string, values: unknown[]): Promise<number> {
  return (await admin.query<{ id: number }>(`${text} returning id`, values)).rows[0]?.id as number;
}

export async function createImportFixture(): Promise<ImportFixture> {
  const database = await createTestDatabase();
  const admin = createAdminPool(database.url);
  const tag = randomBytes(3).toString('hex');
  const organizationId = await id(admin, 'insert into organizations (name) values ($1)', [`Imports ${tag}`]);
  const userId = await id(
    admin,
    `insert into users (email, organization_id, role, authorized, verified_at) values ($1, $2, 'USER', true, now())`,
    [`importer-${tag}@example.org`, organizationId],
  );
  const funderId = await id(
    admin,
    `insert into funders (organization_id, name, type) values ($1, 'River Fund', 'FOUNDATION')`,
    [organizationId],
  );
  for (const provider of ['google_drive', 'one_drive'] as DriveProvider[]) {
    const sealed = sealDriveToken(
      FAKE_REFRESH_TOKEN,
      { organizationId, userId, provider },
      TEST_DRIVE_TOKEN_KEY,
    );
    await admin.query(
      'insert into drive_connections (organization_id, user_id, provider, refresh_token_sealed) values ($1, $2, $3, $4)',
      [organizationId, userId, provider, sealed],
    );
  }
  const root = await mkdtemp(path.join(tmpdir(), 'gf-import-'));
  return {
    database,
    admin,
    storage: createDiskStorage({ root }),
    organizationId,
    userId,
    funderId,
    async close() {
      await admin.end();
      await database.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** Drive settings pointing both providers at local fakes (loopback allowed, as only tests may). */
export function fakeDriveEnv(google: string, microsoft: string): DriveEnv {
  return {
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GOOGLE_DRIVE_API_URL: google,
    GOOGLE_OAUTH_TOKEN_URL: `${google}token`,
    MICROSOFT_CLIENT_ID: 'microsoft-client',
    MICROSOFT_CLIENT_SECRET: 'microsoft-secret',
    MICROSOFT_GRAPH_URL: microsoft,
    MICROSOFT_TOKEN_URL: `${microsoft}token`,
    DRIVE_TOKEN_KEY: TEST_DRIVE_TOKEN_KEY,
    PROVIDERS_ALLOW_LOOPBACK: true,
  };
}

/** Polls the import job until it is finished (COMPLETED or FAILED), for at most `timeoutMs`. */
export async function waitForImportJob(
  admin: pg.Pool,
  jobId: number,
  timeoutMs = 60_000,
): Promise<{
  status: string;
  total_files: number;
  processed_files: number;
  failed_files: number;
  error_message: string | null;
}> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await admin.query(
      'select status, total_files, processed_files, failed_files, error_message from import_jobs where id = $1',
      [jobId],
    );
    const job = rows[0];
    if (job && (job.status === 'COMPLETED' || job.status === 'FAILED')) return job;
    if (Date.now() > deadline)
      throw new Error(`import job ${jobId} still ${job?.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts an import of a fake Google Drive item for the fixture's user, as POST /import does. */
export async function startFakeGoogleImport(
  fx: ImportFixture,
  options: {
    googleUrl: string;
    itemId: string;
    itemType: 'file' | 'folder';
    name: string;
    enqueue: (payload: DriveImportPayload) => Promise<void>;
  },
): Promise<number> {
  const { importJobId } = await startDriveImport({
    db: fx.database.db,
    drives: createDriveGateway({ env: fakeDriveEnv(options.googleUrl, options.googleUrl) }),
    caller: { userId: fx.userId, organizationId: fx.organizationId },
    provider: 'google_drive',
    body: {
      doc_id: options.itemId,
      doc_name: options.name,
      doc_type: options.itemType,
      user_id: fx.userId,
      funder_id: fx.funderId,
      path: '',
    },
    enqueue: options.enqueue,
  });
  return importJobId;
}

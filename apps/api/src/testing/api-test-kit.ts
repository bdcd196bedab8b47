import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashPassword } from '@grantflow/auth/password';
import { withIdentity } from '@grantflow/db/client';
import { managerLinks, organizations, users } from '@grantflow/db/schema/identity';
import { createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import type { Role } from '@grantflow/domain/shared/enums';
import { FILE_EVENTS_QUEUE, type FileEvent, publishFileEvent } from '@grantflow/queue/file-events';
import { createQueueBackend, type GrantflowQueue, type QueueBackend } from '@grantflow/queue/queue-backend';
import { createLogger } from '@grantflow/service/logger';
import { createDiskStorage } from '@grantflow/storage/disk-storage';
import type { FileStorage } from '@grantflow/storage/file-storage';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../app.ts';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123';
export const TEST_PASSWORD = 'correct horse battery staple';

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  body: { data?: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  raw: string;
}

export interface ApiTestKit {
  database: TestDatabase;
  app: FastifyInstance;
  /** The documents' disk store (a temporary folder, removed by close()). */
  storage: FileStorage;
  /** That folder. */
  filesRoot: string;
  /** The file-events queue (BullMQ on the test database, its own namespace), created on first use. */
  fileEvents: () => GrantflowQueue<FileEvent>;
  gql: <T = Record<string, unknown>>(
    query: string,
    options?: { variables?: Record<string, unknown>; token?: string; organizationId?: number | string },
  ) => Promise<GraphQLResponse<T>>;
  createOrganization: (name: string, fiscalYearStart?: string | null) => Promise<number>;
  createUser: (options: {
    email: string;
    organizationId: number;
    role?: Role;
    authorized?: boolean;
    password?: string;
  }) => Promise<number>;
  linkManager: (userId: number, organizationId: number) => Promise<void>;
  login: (email: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
}

let passwordHash: Promise<string> | undefined;

/** A fresh database and API for one test file, exercised over HTTP with Fastify's inject. */
export async function createApiTestKit(
  options: {
    production?: boolean;
    accounts?: AppDeps['accounts'];
    maxUploadBytes?: number;
    /** Where the app logs (default: nowhere). */
    logger?: AppDeps['logger'];
    /** What syncOpportunities calls (default: none wired). */
    requestOpportunitySync?: AppDeps['requestOpportunitySync'];
    /** The 990 filings provider (the real client pointed at a local fake); default: unreachable. */
    filings?: AppDeps['filings'];
  } = {},
): Promise<ApiTestKit> {
  const database = await createTestDatabase();
  const { db } = database;
  const filesRoot = mkdtempSync(path.join(tmpdir(), 'gf-api-files-'));
  const storage = createDiskStorage({ root: filesRoot });
  let queues: QueueBackend | undefined;
  let queue: GrantflowQueue<FileEvent> | undefined;
  const fileEvents = () => {
    queues ??= createQueueBackend({
      databaseUrl: database.url,
      namespace: `test_${randomBytes(4).toString('hex')}`,
    });
    queue ??= queues.createQueue<FileEvent>(FILE_EVENTS_QUEUE);
    return queue;
  };
  const app = buildApp({
    db,
    pool: database.pool,
    authSecret: TEST_SECRET,
    logger: options.logger ?? createLogger({ level: 'silent' }),
    production: options.production ?? false,
    // Tests sign in many times from one address: no slow-down unless a test asks for it.
    accounts: { slowDown: { baseMs: 0, maxMs: 0 }, ...options.accounts },
    ...(options.requestOpportunitySync ? { requestOpportunitySync: options.requestOpportunitySync } : {}),
    documents: {
      storage,
      publishFileEvent: (event, stamp) => publishFileEvent(fileEvents(), event, stamp),
      maxUploadBytes: options.maxUploadBytes ?? 50 * 1024 * 1024,
    },
    ...(options.filings ? { filings: options.filings } : {}),
  });
  await app.ready();

  const gql: ApiTestKit['gql'] = async (query, { variables, token, organizationId } = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (organizationId !== undefined) headers['x-organization-id'] = String(organizationId);
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers,
      payload: { query, variables },
    });
    return { status: response.statusCode, body: response.json(), raw: response.body };
  };

  const kit: ApiTestKit = {
    database,
    app,
    storage,
    filesRoot,
    fileEvents,
    gql,
    createOrganization: async (name, fiscalYearStart = null) => {
      const [row] = await withIdentity(db, (tx) =>
        tx.insert(organizations).values({ name, fiscalYearStart }).returning({ id: organizations.id }),
      );
      if (!row) throw new Error('organization not created');
      return row.id;
    },
    createUser: async ({ email, organizationId, role = 'USER', authorized = true, password }) => {
      passwordHash ??= hashPassword(TEST_PASSWORD);
      const hash = password === undefined ? await passwordHash : await hashPassword(password);
      const [row] = await withIdentity(db, (tx) =>
        tx
          .insert(users)
          .values({ email, organizationId, role, authorized, passwordHash: hash, verifiedAt: new Date() })
          .returning({ id: users.id }),
      );
      if (!row) throw new Error('user not created');
      return row.id;
    },
    linkManager: async (userId, organizationId) => {
      await withIdentity(db, (tx) => tx.insert(managerLinks).values({ userId, organizationId }));
    },
    login: async (email, password = TEST_PASSWORD) => {
      const response = await gql<{ loginUser: string }>(
        'mutation Login($email: String!, $password: String!) { loginUser(email: $email, password: $password) }',
        { variables: { email, password } },
      );
      const token = response.body.data?.loginUser;
      if (!token) throw new Error(`login failed: ${response.raw}`);
      return token;
    },
    close: async () => {
      await app.close();
      await queues?.close();
      await database.close();
      rmSync(filesRoot, { recursive: true, force: true });
    },
  };
  return kit;
}

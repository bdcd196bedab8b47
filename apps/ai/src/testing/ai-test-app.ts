import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSession } from '@grantflow/auth/session';
import { issueToken } from '@grantflow/auth/token';
import { withIdentity } from '@grantflow/db/client';
import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { createLogger } from '@grantflow/service/logger';
import { type FakeOpenAi, startFakeOpenAi } from '@grantflow/use-cases/testing/fake-openai-server';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../app.ts';
import { envSchema } from '../env.ts';

// The ai service over a fresh database, twice: without a language model (the default) and with the local
// OpenAI-compatible server as its model. Users sign in with real sessions and tokens.

export const SECRET = 'ai-routes-test-secret-0123456789abcdef';

export interface AiTestApp {
  database: TestDatabase;
  admin: pg.Pool;
  llm: FakeOpenAi;
  plain: FastifyInstance;
  withModel: FastifyInstance;
  insert(text: string, values: unknown[]): Promise<number>;
  signIn(
    email: string,
    organizationId: number,
    role?: 'USER' | 'MANAGER' | 'ADMIN',
  ): Promise<{ id: number; token: string }>;
  close(): Promise<void>;
}

/** `env` adds to (or overrides) the variables both apps are configured with, e.g. lower limits. */
export async function startAiTestApp(env: Record<string, string> = {}): Promise<AiTestApp> {
  const database = await createTestDatabase();
  const admin = createAdminPool(database.url, 2);
  admin.on('error', () => {});
  const llm = await startFakeOpenAi();
  const dataDir = mkdtempSync(join(tmpdir(), 'gf-ai-routes-'));
  const logger = createLogger({ level: 'silent' });
  const base = {
    DATABASE_URL: database.url,
    AUTH_SECRET: SECRET,
    DATA_DIR: dataDir,
    ASSISTANT_QUERY_TIMEOUT_MS: '1500',
    ...env,
  };
  const plain = buildApp({ config: envSchema.parse(base), logger, pool: database.pool, db: database.db });
  const withModel = buildApp({
    config: envSchema.parse({
      ...base,
      LLM_PROVIDER: 'openai-compatible',
      LLM_MODEL: 'fake-model',
      LLM_BASE_URL: llm.url,
    }),
    logger,
    pool: database.pool,
    db: database.db,
  });
  const insert = async (text: string, values: unknown[]) =>
    (await admin.query<{ id: number }>(`${text} returning id`, values)).rows[0]?.id as number;
  return {
    database,
    admin,
    llm,
    plain,
    withModel,
    insert,
    async signIn(email, organizationId, role = 'USER') {
      const id = await insert(
        'insert into users (email, organization_id, role, authorized, verified_at) values ($1, $2, $3, true, now())',
        [email, organizationId, role],
      );
      const session = await withIdentity(database.db, (tx) => createSession(tx, id));
      return {
        id,
        token: await issueToken({
          userId: id,
          sessionId: session.id,
          expiresAt: session.expiresAt,
          secret: SECRET,
        }),
      };
    },
    async close() {
      await Promise.all([plain.close(), withModel.close()]);
      await llm.close();
      await admin.end();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

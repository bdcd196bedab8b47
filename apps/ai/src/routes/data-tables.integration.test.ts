import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_CODES_HEADER } from '@grantflow/service/errors';
import { createLogger } from '@grantflow/service/logger';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { envSchema } from '../env.ts';
import { type AiTestApp, SECRET, startAiTestApp } from '../testing/ai-test-app.ts';

// DATA_DIR on a volume the service cannot write (read-only in compose and Kubernetes, or owned by another
// user): the per-organisation copy cannot be made. Tests run as root here, where permission bits do not
// stop a write, so the folder sits under a regular file, which fails the same mkdir for every user.
let t: AiTestApp;
let unwritable: FastifyInstance;
let scratch: string;
let organizationId = 0;
let token = '';

beforeAll(async () => {
  t = await startAiTestApp();
  scratch = mkdtempSync(join(tmpdir(), 'gf-ai-unwritable-'));
  writeFileSync(join(scratch, 'data'), '');
  unwritable = buildApp({
    config: envSchema.parse({
      DATABASE_URL: t.database.url,
      AUTH_SECRET: SECRET,
      DATA_DIR: join(scratch, 'data', 'inside-a-file'),
    }),
    logger: createLogger({ level: 'silent' }),
    pool: t.database.pool,
    db: t.database.db,
  });
  organizationId = await t.insert('insert into organizations (name) values ($1)', ['Readonly Trust']);
  ({ token } = await t.signIn('readonly@example.org', organizationId));
});
afterAll(async () => {
  await unwritable?.close();
  await t?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the data tables when DATA_DIR cannot be written', () => {
  it('answer 503 ASSISTANT_DATA_UNAVAILABLE, not a 500', async () => {
    for (const url of [
      `/ai/database/${organizationId}/tables`,
      `/ai/database/${organizationId}/tables/funders/data`,
    ]) {
      const response = await unwritable.inject({
        url,
        headers: { authorization: `Bearer ${token}`, [ERROR_CODES_HEADER]: '1' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 503,
        code: 'ASSISTANT_DATA_UNAVAILABLE',
      });
      expect(response.body).not.toContain(scratch);
    }
  });
});

import { createAdminPool } from '@grantflow/db/testing/test-database';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestKit, createApiTestKit } from './testing/api-test-kit.ts';

// createFunder sent twice with one Idempotency-Key (a client retrying after a 502 or a timeout) creates one
// funder and answers the same both times; the key is the user's and the organisation's alone.

const CREATE = `mutation ($params: FunderCreateParams!) { createFunder(params: $params) { id name } }`;

let kit: ApiTestKit;
let token: string;
let orgId: number;
/** A superuser pool: the kit's pool runs under row-level security with no organisation set. */
let admin: pg.Pool;

beforeAll(async () => {
  kit = await createApiTestKit();
  admin = createAdminPool(kit.database.url, 1);
  orgId = await kit.createOrganization('Idempotent Org');
  await kit.createUser({ email: 'staff@idempotent.test', organizationId: orgId });
  token = await kit.login('staff@idempotent.test');
});

afterAll(async () => {
  await admin?.end();
  await kit?.close();
});

async function create(name: string, key?: string) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
  };
  if (key !== undefined) headers['idempotency-key'] = key;
  const response = await kit.app.inject({
    method: 'POST',
    url: '/graphql',
    headers,
    payload: JSON.stringify({ query: CREATE, variables: { params: { name, type: 'FOUNDATION' } } }),
  });
  return { status: response.statusCode, body: response.json() };
}

async function fundersNamed(name: string): Promise<number> {
  const { rows } = await admin.query<{ n: number }>(
    'select count(*)::int as n from funders where name = $1',
    [name],
  );
  return rows[0]?.n ?? 0;
}

describe('Idempotency-Key on createFunder', () => {
  it('creates one funder for two requests with the same key and answers the same both times', async () => {
    const first = await create('Retry Trust', 'key-one');
    const second = await create('Retry Trust', 'key-one');
    expect(first.status).toBe(200);
    expect(first.body.errors).toBeUndefined();
    expect(second).toEqual(first);
    expect(await fundersNamed('Retry Trust')).toBe(1);
  });

  it('creates again without a key, and with another key', async () => {
    await create('Plain Trust');
    await create('Plain Trust');
    await create('Keyed Trust', 'key-a');
    await create('Keyed Trust', 'key-b');
    expect(await fundersNamed('Plain Trust')).toBe(2);
    expect(await fundersNamed('Keyed Trust')).toBe(2);
  });

  it('refuses the same key with another request as IDEMPOTENCY_KEY_REUSED (422)', async () => {
    await create('First Body', 'key-reused');
    const other = await create('Second Body', 'key-reused');
    expect(other.status).toBe(422);
    expect(other.body.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await fundersNamed('Second Body')).toBe(0);
  });

  it('refuses a malformed key with a coded field error and creates nothing', async () => {
    const bad = await create('Bad Key Trust', 'x'.repeat(256));
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION',
      fieldErrors: { 'Idempotency-Key': { code: 'MAX_LENGTH' } },
    });
    const spaced = await create('Bad Key Trust', 'two words');
    expect(spaced.body.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    expect(await fundersNamed('Bad Key Trust')).toBe(0);
  });

  it('does not keep a failed answer: the retry runs again', async () => {
    const failed = await create('', 'key-failed');
    expect(failed.body.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    const { rows } = await admin.query<{ n: number }>(
      `select count(*)::int as n from idempotency_keys where key = 'key-failed'`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('forgets keys older than a day', async () => {
    await create('Old Key Trust', 'key-old');
    await admin.query(
      `update idempotency_keys set created_at = now() - interval '25 hours' where key = 'key-old'`,
    );
    await create('Old Key Trust', 'key-old');
    expect(await fundersNamed('Old Key Trust')).toBe(2);
  });
});

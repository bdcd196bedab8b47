import { withIdentity } from '@grantflow/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestKit, createApiTestKit } from '../testing/api-test-kit.ts';

const CREATE = `mutation ($params: PersonalAccessTokenCreateInput!) {
  createPersonalAccessToken(params: $params) { token { id name createdAt expiresAt lastUsedAt } secret }
}`;
const LIST = '{ listPersonalAccessTokens { id name createdAt expiresAt lastUsedAt } }';
const REVOKE = 'mutation ($id: ID!) { revokePersonalAccessToken(id: $id) }';
const ME = '{ currentUser { id email } }';

interface Created {
  createPersonalAccessToken: {
    token: {
      id: string;
      name: string;
      createdAt: string;
      expiresAt: string | null;
      lastUsedAt: string | null;
    };
    secret: string;
  };
}

let kit: ApiTestKit;
let alice: string;
let bob: string;
let aliceId: number;
let aliceOrg: number;

beforeAll(async () => {
  kit = await createApiTestKit();
  const org = await kit.createOrganization('Riverbend Community Foundation');
  aliceOrg = org;
  const other = await kit.createOrganization('Harbor Arts Collective');
  aliceId = await kit.createUser({ email: 'alice@example.org', organizationId: org });
  await kit.createUser({ email: 'bob@example.org', organizationId: other });
  alice = await kit.login('alice@example.org');
  bob = await kit.login('bob@example.org');
});

afterAll(async () => {
  await kit?.close();
});

async function create(token: string, params: Record<string, unknown>) {
  const answer = await kit.gql<Created>(CREATE, { token, variables: { params } });
  expect(answer.body.errors).toBeUndefined();
  const created = answer.body.data?.createPersonalAccessToken;
  if (!created) throw new Error('no token created');
  return created;
}

describe('personal access tokens', () => {
  it('creates a token shown once, which then authenticates as its user and is listed without its secret', async () => {
    const before = Date.now();
    const created = await create(alice, { name: '  Claude desktop ', expiresInDays: 30 });
    expect(created.secret).toMatch(/^gf_pat_[A-Za-z0-9_-]{43}$/);
    expect(created.token).toMatchObject({ name: 'Claude desktop', lastUsedAt: null });
    const expires = Date.parse(created.token.expiresAt ?? '');
    expect(expires - before).toBeGreaterThanOrEqual(30 * 86_400_000 - 1000);
    expect(expires - before).toBeLessThan(30 * 86_400_000 + 60_000);

    const me = await kit.gql<{ currentUser: { id: string; email: string } }>(ME, { token: created.secret });
    expect(me.body.data?.currentUser).toEqual({ id: String(aliceId), email: 'alice@example.org' });

    const list = await kit.gql<{ listPersonalAccessTokens: { id: string; lastUsedAt: string | null }[] }>(
      LIST,
      {
        token: alice,
      },
    );
    const listed = list.body.data?.listPersonalAccessTokens.find((token) => token.id === created.token.id);
    expect(listed?.lastUsedAt).not.toBeNull();
    expect(list.raw).not.toContain(created.secret);
    const stored = await withIdentity(kit.database.db, (tx) =>
      tx.execute<{ token_hash: string }>(
        sql`select token_hash from personal_access_tokens where id = ${created.token.id}`,
      ),
    );
    expect(stored.rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.rows[0]?.token_hash).not.toContain(created.secret);
  });

  it('marks the last use at most once a minute', async () => {
    const created = await create(alice, { name: 'Busy client' });
    expect(created.token.expiresAt).toBeNull();
    await kit.gql(ME, { token: created.secret });
    const lastUsed = async () =>
      (
        await withIdentity(kit.database.db, (tx) =>
          tx.execute<{ used: string | null }>(
            sql`select last_used_at::text as used from personal_access_tokens where id = ${created.token.id}`,
          ),
        )
      ).rows[0]?.used ?? null;
    const first = await lastUsed();
    expect(first).toBeTruthy();
    await kit.gql(ME, { token: created.secret });
    expect(await lastUsed()).toEqual(first);
    await withIdentity(kit.database.db, (tx) =>
      tx.execute(
        sql`update personal_access_tokens set last_used_at = now() - interval '2 minutes' where id = ${created.token.id}`,
      ),
    );
    const stale = await lastUsed();
    await kit.gql(ME, { token: created.secret });
    expect(Date.parse(String(await lastUsed()))).toBeGreaterThan(Date.parse(String(stale)));
  });

  it('refuses a revoked or an expired token with 401 at once', async () => {
    const created = await create(alice, { name: 'Soon revoked', expiresInDays: 90 });
    expect((await kit.gql(ME, { token: created.secret })).body.data).toEqual({
      currentUser: { id: String(aliceId), email: 'alice@example.org' },
    });
    const revoked = await kit.gql(REVOKE, { token: alice, variables: { id: created.token.id } });
    expect(revoked.body.data).toEqual({ revokePersonalAccessToken: created.token.id });
    const afterRevoke = await kit.gql(LIST, { token: created.secret });
    expect(afterRevoke.status).toBe(401);

    const expiring = await create(alice, { name: 'Expired', expiresInDays: 30 });
    await withIdentity(kit.database.db, (tx) =>
      tx.execute(
        sql`update personal_access_tokens set expires_at = now() - interval '1 second' where id = ${expiring.token.id}`,
      ),
    );
    expect((await kit.gql(LIST, { token: expiring.secret })).status).toBe(401);
    expect((await kit.gql<{ currentUser: null }>(ME, { token: expiring.secret })).body.data).toEqual({
      currentUser: null,
    });
  });

  it('refuses account-level operations to a token with SESSION_REQUIRED', async () => {
    const { secret, token } = await create(alice, { name: 'MCP only' });
    for (const [query, variables] of [
      [LIST, undefined],
      [CREATE, { params: { name: 'Another' } }],
      [REVOKE, { id: token.id }],
    ] as const) {
      const answer = await kit.gql(query, { token: secret, ...(variables ? { variables } : {}) });
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('SESSION_REQUIRED');
    }
    // Still there: the token could not revoke itself either.
    const list = await kit.gql<{ listPersonalAccessTokens: { id: string }[] }>(LIST, { token: alice });
    expect(list.body.data?.listPersonalAccessTokens.map((t) => t.id)).toContain(token.id);
  });

  it("keeps each user's tokens their own: another user can neither list nor revoke them", async () => {
    const { token } = await create(alice, { name: "Alice's" });
    const list = await kit.gql<{ listPersonalAccessTokens: { id: string }[] }>(LIST, { token: bob });
    expect(list.body.data?.listPersonalAccessTokens).toEqual([]);
    const revoke = await kit.gql(REVOKE, { token: bob, variables: { id: token.id } });
    expect(revoke.body.errors?.[0]?.extensions?.code).toBe('PERSONAL_ACCESS_TOKEN_NOT_FOUND');
    const unknown = await kit.gql(REVOKE, { token: bob, variables: { id: 'not-a-uuid' } });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('PERSONAL_ACCESS_TOKEN_NOT_FOUND');
    const still = await kit.gql<{ listPersonalAccessTokens: { id: string }[] }>(LIST, { token: alice });
    expect(still.body.data?.listPersonalAccessTokens.map((t) => t.id)).toContain(token.id);
  });

  it('refuses a token past the per-user limit with PERSONAL_ACCESS_TOKEN_LIMIT', async () => {
    await kit.createUser({ email: 'carol@example.org', organizationId: aliceOrg });
    const carol = await kit.login('carol@example.org');
    for (let made = 0; made < 20; made += 1) await create(carol, { name: `Client ${made}` });
    const refused = await kit.gql(CREATE, { token: carol, variables: { params: { name: 'One too many' } } });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'PERSONAL_ACCESS_TOKEN_LIMIT' });
  });

  it('refuses a bad name or lifetime with coded validation errors, and anonymous callers', async () => {
    const cases = [
      [{ name: '' }, 'name', { code: 'REQUIRED', params: {} }],
      [{ name: '   ' }, 'name', { code: 'REQUIRED', params: {} }],
      [{ name: 'x'.repeat(101) }, 'name', { code: 'MAX_LENGTH', params: { limit: 100 } }],
      [
        { name: 'ok', expiresInDays: 7 },
        'expiresInDays',
        { code: 'ONE_OF', params: { choices: '30, 90, 365' } },
      ],
    ] as const;
    for (const [params, field, issue] of cases) {
      const answer = await kit.gql(CREATE, { token: alice, variables: { params } });
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('VALIDATION');
      expect(answer.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ [field]: issue });
    }
    const anonymous = await kit.gql(CREATE, { variables: { params: { name: 'x' } } });
    expect(anonymous.status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, type Fingerprint } from './fingerprint.ts';
import { createFixture, type FixtureHandle, removeManagerLink } from './fixture.ts';
import { CALLERS, type Caller, isRefusalCode, VARIANTS } from './runner.ts';
import { type Services, startServices } from './services.ts';

// An Idempotency-Key belongs to one user and one organisation: organisation A's user creates a funder
// with a key, then every caller sends the very same request with the very same key, for their own
// organisation and claiming A. None may get A's answer back (the funder's id), and A's rows stay as they are.

const CREATE = 'mutation ($params: FunderCreateParams!) { createFunder(params: $params) { id name } }';
const KEY = 'isolation-idempotency-key-0001';
const VARIABLES = { params: { name: 'Idempotency Probe Funder', type: 'FOUNDATION' } };

interface CreateAnswer {
  data?: { createFunder: { id: string; name: string } } | null;
  errors?: { extensions?: { code?: unknown } }[];
}

let handle: FixtureHandle;
let services: Services;
let baseline: Fingerprint;
let answerOfA: CreateAnswer;
const tokens = new Map<Caller, string | null>();

async function createWithKey(token: string | null, headers: Record<string, string> = {}) {
  const response = await services.api.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': KEY,
      ...headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify({ query: CREATE, variables: VARIABLES }),
  });
  return { status: response.statusCode, raw: response.body, body: response.json<CreateAnswer>() };
}

async function organizationOfFunder(id: string): Promise<number | undefined> {
  const { rows } = await handle.admin.query<{ organization_id: number }>(
    'select organization_id from funders where id = $1',
    [Number(id)],
  );
  return rows[0]?.organization_id;
}

beforeAll(async () => {
  handle = await createFixture();
  services = await startServices(handle);
  for (const caller of CALLERS) {
    tokens.set(caller, caller.user ? await handle.token(handle.fx.users[caller.user]) : null);
  }
  await removeManagerLink(handle);
  const first = await createWithKey(await handle.token(handle.fx.users.userOfA));
  answerOfA = first.body;
  baseline = await handle.fingerprint();
}, 120_000);

afterAll(async () => {
  await services?.close();
  await handle?.close();
});

describe('an Idempotency-Key of organisation A', () => {
  it('replays to A’s own user (the positive control)', async () => {
    const idOfA = answerOfA.data?.createFunder.id as string;
    expect(await organizationOfFunder(idOfA)).toBe(handle.fx.orgA.id);
    const again = await createWithKey(await handle.token(handle.fx.users.userOfA));
    expect(again.body).toEqual(answerOfA);
  });

  for (const caller of CALLERS) {
    for (const variant of VARIANTS) {
      it(`${caller.name}, ${variant}: never gets A’s answer`, async () => {
        const headers: Record<string, string> =
          variant === 'claiming A via X-Organization-Id'
            ? { 'x-organization-id': String(handle.fx.orgA.id) }
            : {};
        const { raw, body } = await createWithKey(tokens.get(caller) ?? null, headers);
        const idOfA = answerOfA.data?.createFunder.id as string;
        expect(raw).not.toContain(`"id":"${idOfA}"`);
        const created = body.data?.createFunder;
        if (created) {
          // Acting for their own organisation, a signed-in caller's key is their own: a funder of theirs.
          expect(variant).toBe('own organisation');
          expect(await organizationOfFunder(created.id)).not.toBe(handle.fx.orgA.id);
        } else {
          expect(body.errors?.map((error) => isRefusalCode(error.extensions?.code))).toEqual([true]);
        }
      });
    }
  }

  it('left organisation A’s rows unchanged', async () => {
    expect(changedTables(baseline, await handle.fingerprint())).toEqual([]);
  });
});

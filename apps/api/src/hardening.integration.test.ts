import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestKit, createApiTestKit } from './testing/api-test-kit.ts';
import { fragmentFanOut } from './testing/fragment-fan-out.ts';

let kit: ApiTestKit;

beforeAll(async () => {
  kit = await createApiTestKit({ production: true });
});

afterAll(async () => {
  await kit?.close();
});

describe('GraphQL hardening (production settings)', () => {
  it('rejects too many aliases before any resolver runs', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: currentUser { id }`).join(' ');
    const response = await kit.gql(`{ ${aliases} }`);
    expect(response.body.data).toBeUndefined();
    expect(response.body.errors?.map((e) => e.message)).toEqual(['Alias limit of 15 exceeded.']);
  });

  it('rejects documents that are too deep', async () => {
    const deep = `{ currentUser { organization { id } } ${'__typename '.repeat(1)}}`;
    const ok = await kit.gql(deep);
    expect(ok.body.errors).toBeUndefined();
    const nested = `{ ${'__schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }'} }`;
    const response = await kit.gql(nested);
    expect(response.body.data).toBeUndefined();
    expect(response.body.errors?.map((e) => e.message)).toContain('Query depth limit of 10 exceeded.');
  });

  it('refuses the ten-level fragment fan-out, anonymously, before GraphQL’s own rules run', async () => {
    // Expanded, 10^9 selections; the limits measure each fragment once (limits.test.ts counts the work).
    const response = await kit.gql(fragmentFanOut(10));
    expect(response.body.data).toBeUndefined();
    expect(response.body.errors?.map((e) => e.extensions?.code)).toEqual(['QUERY_TOO_COMPLEX']);
    // An unknown field would be reported by the standard rules, had they run on the refused document.
    const withUnknownField = await kit.gql(fragmentFanOut(10, 10, 'noSuchField'));
    expect(withUnknownField.body.errors?.map((e) => e.message)).toEqual([
      'Query cost limit of 5000 exceeded.',
    ]);
  });

  it('rejects documents with too many tokens', async () => {
    const response = await kit.gql(`{ ${'currentUser { id } '.repeat(700)} }`);
    expect(response.body.errors?.[0]?.message).toMatch(/more than 2000 tokens/);
  });

  it('hides introspection and field suggestions', async () => {
    const introspection = await kit.gql('{ __schema { queryType { name } } }');
    expect(introspection.body.data).toBeUndefined();
    expect(introspection.body.errors?.[0]?.message).toMatch(/introspection/i);

    const typo = await kit.gql('{ currentUsr { id } }');
    expect(typo.body.errors?.[0]?.message).toBe('Cannot query field "currentUsr" on type "Query".');
  });

  it('returns errors without stack traces or internal details', async () => {
    const response = await kit.gql('mutation { loginUser(email: "a@b.org", password: "x") }');
    expect(response.body.errors?.[0]?.message).toBe('Invalid email or password');
    expect(response.raw).not.toMatch(/stack|node_modules|\.ts:\d/);
  });

  it('answers /health and /ready', async () => {
    expect((await kit.app.inject({ url: '/health' })).statusCode).toBe(200);
    const ready = await kit.app.inject({ url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', checks: { database: 'ok' } });
  });
});

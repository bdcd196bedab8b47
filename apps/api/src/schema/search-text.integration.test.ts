import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestKit, createApiTestKit } from '../testing/api-test-kit.ts';

// A list's search is one line of text: a line break, a zero-width, bidi or C1 character is refused with a
// coded field error instead of a search that silently finds nothing (or finds what it should not show).

const LISTS = [
  ['listFunders', 'query ($s: String) { listFunders(filters: { search: $s }) { total } }'],
  ['listApplications', 'query ($s: String) { listApplications(filters: { search: $s }) { total } }'],
  ['listReports', 'query ($s: String) { listReports(filters: { search: $s }) { total } }'],
] as const;

const REFUSED = [
  ['line feed', 'Acme\nFund', 'LINE_BREAK'],
  ['carriage return', 'Acme\rFund', 'LINE_BREAK'],
  ['zero-width space', 'Acme\u200bFund', 'CONTROL_CHARACTERS'],
  ['byte-order mark', '\ufeffAcme', 'CONTROL_CHARACTERS'],
  ['right-to-left override', 'Acme\u202eFund', 'CONTROL_CHARACTERS'],
  ['C1 control', 'Acme\u0085Fund', 'CONTROL_CHARACTERS'],
  ['lone surrogate', 'Acme\ud800', 'CONTROL_CHARACTERS'],
] as const;

let kit: ApiTestKit;
let token: string;

beforeAll(async () => {
  kit = await createApiTestKit();
  const org = await kit.createOrganization('Search Org');
  await kit.createUser({ email: 'search@example.test', organizationId: org });
  token = await kit.login('search@example.test');
});

afterAll(async () => {
  await kit?.close();
});

describe.each(LISTS)('%s search', (_list, query) => {
  it.each(REFUSED)('refuses a %s, coded', async (_kind, search, code) => {
    const { body } = await kit.gql(query, { variables: { s: search }, token });
    const extensions = body.errors?.[0]?.extensions as
      | { code?: string; fieldErrors?: Record<string, { code: string }> }
      | undefined;
    expect(extensions?.code).toBe('VALIDATION');
    expect(Object.values(extensions?.fieldErrors ?? {}).map((issue) => issue.code)).toEqual([code]);
  });

  it('accepts plain, accented and emoji text', async () => {
    for (const search of ['Acme', 'Fundação', 'Fund 😀', '']) {
      const { body } = await kit.gql(query, { variables: { s: search }, token });
      expect(body.errors).toBeUndefined();
    }
  });
});

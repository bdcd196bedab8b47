import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestKit, createApiTestKit } from '../testing/api-test-kit.ts';
import { failure } from '../testing/tracker-kit.ts';

const FIELDS = 'id name search filters { status closeFrom closeTo agency } paused createdAt lastDigestAt';
const SAVE = `mutation S($params: SavedOpportunitySearchInput!) { saveOpportunitySearch(params: $params) { ${FIELDS} } }`;
const LIST = `{ listSavedOpportunitySearches { ${FIELDS} } }`;
const DELETE = 'mutation D($id: ID!) { deleteSavedOpportunitySearch(id: $id) }';
const PAUSE = `mutation P($id: ID!) { pauseSavedOpportunitySearch(id: $id) { ${FIELDS} } }`;
const RESUME = `mutation R($id: ID!) { resumeSavedOpportunitySearch(id: $id) { ${FIELDS} } }`;

interface Saved {
  id: string;
  name: string;
  search: string | null;
  filters: { status: string | null; closeFrom: string | null; closeTo: string | null; agency: string | null };
  paused: boolean;
  createdAt: string;
  lastDigestAt: string | null;
}

let kit: ApiTestKit;
let tokenA: string;
let tokenA2: string;
let tokenB: string;

const as = (token: string, query: string, variables: Record<string, unknown> = {}) =>
  kit.gql<Record<string, unknown>>(query, { token, variables });
async function ok<T>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await kit.gql<T>(query, { token, variables });
  if (response.body.errors || !response.body.data) throw new Error(`GraphQL failed: ${response.raw}`);
  return response.body.data;
}
const list = async (token: string) =>
  (await ok<{ listSavedOpportunitySearches: Saved[] }>(token, LIST)).listSavedOpportunitySearches;
const save = async (token: string, params: Record<string, unknown>) =>
  (await ok<{ saveOpportunitySearch: Saved }>(token, SAVE, { params })).saveOpportunitySearch;

beforeAll(async () => {
  kit = await createApiTestKit();
  const orgA = await kit.createOrganization('Org A');
  const orgB = await kit.createOrganization('Org B');
  await kit.createUser({ email: 'a@example.org', organizationId: orgA });
  await kit.createUser({ email: 'a2@example.org', organizationId: orgA });
  await kit.createUser({ email: 'b@example.org', organizationId: orgB });
  tokenA = await kit.login('a@example.org');
  tokenA2 = await kit.login('a2@example.org');
  tokenB = await kit.login('b@example.org');
});

afterAll(async () => {
  await kit?.close();
});

describe('saved opportunity searches over GraphQL', () => {
  it('saves a search with its filters read like searchOpportunities, active, and lists it', async () => {
    const saved = await save(tokenA, {
      name: '  Youth literacy  ',
      search: ' youth literacy ',
      filters: { status: 'posted', closeFrom: '2026-12-01', agency: 'ED' },
    });
    expect(saved).toMatchObject({
      name: 'Youth literacy',
      search: 'youth literacy',
      filters: { status: 'posted', closeFrom: '2026-12-01', closeTo: null, agency: 'ED' },
      paused: false,
      lastDigestAt: null,
    });
    expect(Number.isNaN(Date.parse(saved.createdAt))).toBe(false);
    const bare = await save(tokenA, { name: 'Everything' });
    expect(bare).toMatchObject({
      search: null,
      filters: { status: null, closeFrom: null, closeTo: null, agency: null },
    });
    expect((await list(tokenA)).map((item) => item.name)).toEqual(['Youth literacy', 'Everything']);
  });

  it('refuses a blank name and bad filters with coded field errors', async () => {
    const blank = failure(await as(tokenA, SAVE, { params: { name: ' ' } }));
    expect(blank.code).toBe('VALIDATION');
    expect(blank.fields).toHaveProperty(['name']);
    const range = failure(
      await as(tokenA, SAVE, {
        params: { name: 'Bad', filters: { closeFrom: '2027-02-01', closeTo: '2027-01-01' } },
      }),
    );
    expect(range.code).toBe('VALIDATION');
    expect(range.fields).toHaveProperty(['filters.closeTo']);
    const long = failure(await as(tokenA, SAVE, { params: { name: 'Long', search: 'x'.repeat(201) } }));
    expect(long.fields).toHaveProperty(['search']);
  });

  it("another user's or another organisation's saved search is not found, and unchanged", async () => {
    const [mine] = await list(tokenA);
    const id = mine?.id as string;
    expect(await list(tokenA2)).toEqual([]);
    expect(await list(tokenB)).toEqual([]);
    for (const token of [tokenA2, tokenB]) {
      for (const query of [DELETE, PAUSE, RESUME])
        expect(failure(await as(token, query, { id })).code).toBe('SAVED_SEARCH_NOT_FOUND');
    }
    expect(failure(await as(tokenA, DELETE, { id: 'x' })).code).toBe('SAVED_SEARCH_NOT_FOUND');
    expect((await list(tokenA))[0]).toEqual(mine);
  });

  it('pauses, resumes and deletes the caller’s own', async () => {
    const [first] = await list(tokenA);
    const id = first?.id as string;
    expect(
      (await ok<{ pauseSavedOpportunitySearch: Saved }>(tokenA, PAUSE, { id })).pauseSavedOpportunitySearch
        .paused,
    ).toBe(true);
    expect((await list(tokenA))[0]?.paused).toBe(true);
    expect(
      (await ok<{ resumeSavedOpportunitySearch: Saved }>(tokenA, RESUME, { id })).resumeSavedOpportunitySearch
        .paused,
    ).toBe(false);
    expect(await ok(tokenA, DELETE, { id })).toEqual({ deleteSavedOpportunitySearch: id });
    expect((await list(tokenA)).map((item) => item.name)).toEqual(['Everything']);
    expect(failure(await as(tokenA, DELETE, { id })).code).toBe('SAVED_SEARCH_NOT_FOUND');
  });

  it('refuses more than 25 saved searches per user with SAVED_SEARCH_LIMIT', async () => {
    for (let index = (await list(tokenA2)).length; index < 25; index += 1)
      await save(tokenA2, { name: `Search ${index}` });
    expect(failure(await as(tokenA2, SAVE, { params: { name: 'One too many' } })).code).toBe(
      'SAVED_SEARCH_LIMIT',
    );
    expect(await save(tokenA, { name: 'Still fine for another user' })).toMatchObject({ paused: false });
  });
});

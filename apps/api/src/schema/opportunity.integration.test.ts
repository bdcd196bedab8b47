import { withIdentity } from '@grantflow/db/client';
import { upsertOpportunity } from '@grantflow/db/repositories/opportunity-sync';
import { createAdminPool } from '@grantflow/db/testing/test-database';
import { DEMO_OPPORTUNITY_FIRST_ID, demoOpportunities } from '@grantflow/demo/rows/opportunities';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestKit, createApiTestKit } from '../testing/api-test-kit.ts';
import { failure } from '../testing/tracker-kit.ts';

const TODAY = '2026-12-04';
const SEARCH = `query S($search: String, $filters: OpportunityFilters, $pagination: PaginationInput) {
  searchOpportunities(search: $search, filters: $filters, pagination: $pagination) {
    total items { id title number agency status openDate closeDate awardCeiling awardFloor matchReasons tracked dismissed }
  }
}`;
const GET =
  'query G($id: ID!) { getOpportunity(id: $id) { id title synopsis link eligibilityCodes tracked dismissed } }';
const TRACK = 'mutation T($id: ID!) { trackOpportunity(id: $id) { id deadline grant { funder { name } } } }';
const DISMISS = 'mutation D($id: ID!) { dismissOpportunity(id: $id) { id dismissed } }';
const RESTORE = 'mutation R($id: ID!) { restoreOpportunity(id: $id) { id dismissed } }';

type Item = {
  id: string;
  title: string;
  closeDate: string;
  status: string;
  dismissed: boolean;
  tracked: boolean;
};

let kit: ApiTestKit;
let admin: pg.Pool;
let tokenA: string;
let tokenB: string;
let adminToken: string;
let syncRequests = 0;
const ids: string[] = [];

const as = async <T = Record<string, unknown>>(
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
) => kit.gql<T>(query, { token, variables });
async function ok<T>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await as<T>(token, query, variables);
  if (response.body.errors || !response.body.data) throw new Error(`GraphQL failed: ${response.raw}`);
  return response.body.data;
}
const search = async (token: string, variables: Record<string, unknown>) =>
  (await ok<{ searchOpportunities: { total: number; items: Item[] } }>(token, SEARCH, variables))
    .searchOpportunities;

beforeAll(async () => {
  kit = await createApiTestKit({
    requestOpportunitySync: async () => {
      syncRequests += 1;
    },
  });
  admin = createAdminPool(kit.database.url, 2);
  const orgA = await kit.createOrganization('Org A');
  const orgB = await kit.createOrganization('Org B');
  await kit.createUser({ email: 'a@example.org', organizationId: orgA });
  await kit.createUser({ email: 'b@example.org', organizationId: orgB });
  await kit.createUser({ email: 'root@example.org', organizationId: orgB, role: 'ADMIN' });
  tokenA = await kit.login('a@example.org');
  tokenB = await kit.login('b@example.org');
  adminToken = await kit.login('root@example.org');
  await withIdentity(kit.database.db, async (tx) => {
    for (const row of demoOpportunities(TODAY)) await upsertOpportunity(tx, row);
  });
  const { rows } = await admin.query<{ id: number }>('select id from opportunities order by grants_gov_id');
  ids.push(...rows.map((row) => String(row.id)));
});

afterAll(async () => {
  await admin?.end();
  await kit?.close();
});

describe('Find grants over GraphQL', () => {
  it('searches the copy with English stemming, filters and pages', async () => {
    const literacy = await search(tokenA, { search: 'literacies' });
    expect(literacy.items[0]?.title).toBe('Youth literacy grants (fictional demo opportunity)');
    expect(literacy.items[0]).toMatchObject({ tracked: false, dismissed: false, status: 'posted' });
    expect((await search(tokenA, { search: 'litteracy' })).items[0]?.title).toContain('Youth literacy');
    // Past the words' last match the page stays empty: similar titles are only the fallback for no match.
    const past = await search(tokenA, { search: 'literacies', pagination: { page: 2, pageSize: 1 } });
    expect(past.items).toEqual([]);
    const all = await search(tokenA, { pagination: { page: 1, pageSize: 5 } });
    expect(all.total).toBe(12);
    expect(all.items).toHaveLength(5);
    const forecasted = await search(tokenA, { filters: { status: 'forecasted' } });
    expect(forecasted.total).toBe(3);
    const range = await search(tokenA, { filters: { closeFrom: '2026-12-20', closeTo: '2027-01-10' } });
    for (const item of range.items)
      expect(item.closeDate >= '2026-12-20' && item.closeDate <= '2027-01-10').toBe(true);
    expect(range.total).toBeGreaterThan(0);
  });

  it('refuses bad filters with a coded field error and an unknown id as not found', async () => {
    const bad = await as(tokenA, SEARCH, { filters: { closeFrom: '2027-02-01', closeTo: '2027-01-01' } });
    expect(failure(bad).code).toBe('VALIDATION');
    expect(failure(bad).fields).toHaveProperty(['filters.closeTo']);
    expect(failure(await as(tokenA, SEARCH, { search: 'a\nb' })).code).toBe('VALIDATION');
    expect(failure(await as(tokenA, GET, { id: '999999' })).code).toBe('OPPORTUNITY_NOT_FOUND');
    expect(failure(await as(tokenA, TRACK, { id: 'x' })).code).toBe('OPPORTUNITY_NOT_FOUND');
  });

  it('Not for us hides it for this organisation only, and restore brings it back', async () => {
    const id = ids[1] as string;
    expect(
      (await ok<{ dismissOpportunity: Item }>(tokenA, DISMISS, { id })).dismissOpportunity.dismissed,
    ).toBe(true);
    expect((await search(tokenA, {})).items.map((item) => item.id)).not.toContain(id);
    expect((await search(tokenA, {})).total).toBe(11);
    expect((await search(tokenB, {})).total).toBe(12);
    expect(
      (await ok<{ restoreOpportunity: Item }>(tokenA, RESTORE, { id })).restoreOpportunity.dismissed,
    ).toBe(false);
    expect((await search(tokenA, {})).total).toBe(12);
  });

  it('Track creates the funder, grant and application once, reusing the agency funder', async () => {
    const first = await ok<{
      trackOpportunity: { id: string; deadline: string; grant: { funder: { name: string } } };
    }>(tokenA, TRACK, { id: ids[0] });
    expect(first.trackOpportunity).toMatchObject({
      deadline: demoOpportunities(TODAY)[0]?.closeDate,
      grant: { funder: { name: 'Example Agency' } },
    });
    const again = await ok<typeof first>(tokenA, TRACK, { id: ids[0] });
    expect(again.trackOpportunity.id).toBe(first.trackOpportunity.id);
    await ok(tokenA, TRACK, { id: ids[2] });
    const counts = await admin.query<{ funders: number; grants: number; tracks: number }>(
      `select (select count(*)::int from funders where name = 'Example Agency') as funders,
              (select count(*)::int from grants) as grants,
              (select count(*)::int from opportunity_tracks) as tracks`,
    );
    expect(counts.rows[0]).toEqual({ funders: 1, grants: 2, tracks: 2 });
    expect((await ok<{ getOpportunity: Item }>(tokenA, GET, { id: ids[0] })).getOpportunity.tracked).toBe(
      true,
    );
    expect((await ok<{ getOpportunity: Item }>(tokenB, GET, { id: ids[0] })).getOpportunity.tracked).toBe(
      false,
    );
  });

  it('refuses to track an opportunity without a close date, writing nothing', async () => {
    await admin.query('update opportunities set close_date = null where grants_gov_id = $1', [
      DEMO_OPPORTUNITY_FIRST_ID + 5,
    ]);
    const { rows } = await admin.query<{ id: number }>(
      'select id from opportunities where grants_gov_id = $1',
      [DEMO_OPPORTUNITY_FIRST_ID + 5],
    );
    const before = await admin.query('select count(*)::int as n from funders');
    expect(failure(await as(tokenB, TRACK, { id: String(rows[0]?.id) })).code).toBe(
      'OPPORTUNITY_WITHOUT_CLOSE_DATE',
    );
    expect((await admin.query('select count(*)::int as n from funders')).rows).toEqual(before.rows);
  });

  it('syncOpportunities is ADMIN only and returns at once', async () => {
    expect(failure(await as(tokenA, 'mutation { syncOpportunities }')).code).toMatch(
      /FORBIDDEN|UNAUTHORIZED/,
    );
    expect(syncRequests).toBe(0);
    expect(await ok(adminToken, 'mutation { syncOpportunities }')).toEqual({ syncOpportunities: true });
    expect(syncRequests).toBe(1);
  });

  it("explains each match from the organisation's programs and past awards, best fit first", async () => {
    const orgC = await kit.createOrganization('Org C');
    await kit.createUser({ email: 'c@example.org', organizationId: orgC });
    const tokenC = await kit.login('c@example.org');
    await admin.query(`insert into programs (organization_id, name) values ($1, 'Youth literacy tutoring')`, [
      orgC,
    ]);
    const funder = await admin.query<{ id: number }>(
      `insert into funders (organization_id, name, type) values ($1, 'Example Agency', 'GOVERNMENT') returning id`,
      [orgC],
    );
    const grant = await admin.query<{ id: number }>(
      'insert into grants (organization_id, funder_id) values ($1, $2) returning id',
      [orgC, funder.rows[0]?.id],
    );
    await admin.query(
      `insert into applications (organization_id, grant_id, status, deadline) values ($1, $2, 'AWARDED', '2025-06-30')`,
      [orgC, grant.rows[0]?.id],
    );
    type Matched = Item & { matchReasons: string[] };
    const first = (await search(tokenC, {})).items[0] as Matched;
    expect(first.title).toBe('Youth literacy grants (fictional demo opportunity)');
    expect(first.matchReasons).toEqual([
      'Program: Youth literacy tutoring — youth, literacy',
      'Past award: Example Agency',
    ]);
    const literacy = (await search(tokenC, { search: 'literacy' })).items[0] as Matched;
    expect(literacy.matchReasons[0]).toBe('Program: Youth literacy tutoring — youth, literacy');
    const arts = (await search(tokenC, { search: 'community arts' })).items[0] as Matched;
    expect(arts.matchReasons).toEqual(['Past award: Example Agency']);
    // Another organisation, with neither such a program nor awards, gets no reason at all.
    const ofB = (await search(tokenB, { search: 'literacy' })).items as Matched[];
    expect(ofB[0]?.title).toBe(first.title);
    expect(ofB.flatMap((item) => item.matchReasons)).toEqual([]);
  });

  it('a tenant can never write the shared copy', async () => {
    const { rowCount } = await kit.database.pool.query(`update opportunities set title = 'x'`);
    expect(rowCount).toBe(0);
  });
});

import { createLogger } from '@grantflow/service/logger';
import { createNonprofitExplorerClient } from '@grantflow/service/nonprofit-explorer/nonprofit-explorer-client';
import {
  type FakeNonprofitExplorer,
  privateFoundationFiling,
  startFakeNonprofitExplorer,
} from '@grantflow/service/testing/fake-nonprofit-explorer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_FUNDER, createTrackerKit, failure, type TrackerKit } from '../testing/tracker-kit.ts';

// Funder research through GraphQL with the real Nonprofit Explorer client pointed at a local fake.

const FIND = `query F($funderId: ID!, $search: String) {
  findFunderFilings(funderId: $funderId, search: $search) { ein name city state }
}`;
const CONFIRM = `mutation C($funderId: ID!, $ein: String!) {
  confirmFunderEin(funderId: $funderId, ein: $ein) {
    id ein filings { year formType revenue assets grantsPaid sourceUrl fetchedAt }
  }
}`;
const GET = `query G($id: ID!) { getFunder(id: $id) { ein filings { year grantsPaid } } }`;

let fake: FakeNonprofitExplorer;
let tracker: TrackerKit;
let funderId: string;

beforeAll(async () => {
  fake = await startFakeNonprofitExplorer([
    {
      ein: 123456789,
      name: 'Lantern Ridge Family Foundation',
      city: 'Springfield',
      state: 'IL',
      filings: [
        privateFoundationFiling(2022, 1_500_000, 20_000_000, 900_000),
        privateFoundationFiling(2021, 1_200_000, 18_000_000, 800_000),
      ],
    },
  ]);
  const filings = createNonprofitExplorerClient({
    env: { PROPUBLICA_API_URL: fake.url, PROVIDERS_ALLOW_LOOPBACK: true },
    log: createLogger({ level: 'silent' }),
    throttle: { attempts: 2, baseDelayMs: 1, maxDelayMs: 1, sleep: async () => undefined },
  });
  tracker = await createTrackerKit(null, { filings });
  const created = await tracker.ok<{ createFunder: { id: string } }>(CREATE_FUNDER, {
    params: { name: 'Lantern Ridge', type: 'FOUNDATION' },
  });
  funderId = created.createFunder.id;
});

afterAll(async () => {
  await tracker?.close();
  await fake?.close();
});

describe('findFunderFilings', () => {
  it("searches by the funder's name, or by the search given", async () => {
    const byName = await tracker.ok<{ findFunderFilings: unknown[] }>(FIND, { funderId });
    expect(byName.findFunderFilings).toEqual([
      { ein: '123456789', name: 'Lantern Ridge Family Foundation', city: 'Springfield', state: 'IL' },
    ]);
    expect(fake.requests).toContain('GET /search.json?q=Lantern%20Ridge');
    const none = await tracker.ok<{ findFunderFilings: unknown[] }>(FIND, { funderId, search: 'Nowhere' });
    expect(none.findFunderFilings).toEqual([]);
  });

  it("is FUNDER_NOT_FOUND for another organisation's funder, without calling the provider", async () => {
    const before = fake.requests.length;
    const response = await tracker.call(FIND, { funderId }, tracker.tokenB);
    expect(failure(response).code).toBe('FUNDER_NOT_FOUND');
    expect(fake.requests).toHaveLength(before);
  });

  it('is FILINGS_PROVIDER_UNAVAILABLE when the provider fails', async () => {
    fake.failAll(true);
    const response = await tracker.call(FIND, { funderId });
    fake.failAll(false);
    expect(failure(response)).toMatchObject({
      code: 'FILINGS_PROVIDER_UNAVAILABLE',
      message: 'ProPublica Nonprofit Explorer cannot be reached just now. Please try again later.',
    });
  });
});

describe('confirmFunderEin', () => {
  it('refuses a malformed EIN and an EIN the provider does not know, storing nothing', async () => {
    expect(failure(await tracker.call(CONFIRM, { funderId, ein: '12-34' }))).toMatchObject({
      code: 'VALIDATION',
    });
    expect(failure(await tracker.call(CONFIRM, { funderId, ein: '999999999' })).code).toBe('EIN_NOT_FOUND');
    expect(await tracker.sql('select ein from funders where id = $1', [funderId])).toEqual([{ ein: null }]);
  });

  it('stores the EIN and the filings fetched now, shown on the funder', async () => {
    const data = await tracker.ok<{ confirmFunderEin: { ein: string; filings: Record<string, unknown>[] } }>(
      CONFIRM,
      { funderId, ein: '12-3456789' },
    );
    expect(data.confirmFunderEin.ein).toBe('123456789');
    expect(data.confirmFunderEin.filings).toEqual([
      expect.objectContaining({ year: 2021, formType: '990PF', revenue: 1_200_000, grantsPaid: 800_000 }),
      expect.objectContaining({
        year: 2022,
        assets: 20_000_000,
        grantsPaid: 900_000,
        sourceUrl: 'https://example.org/filings/2022.pdf',
      }),
    ]);
    const read = await tracker.ok<{ getFunder: unknown }>(GET, { id: funderId });
    expect(read.getFunder).toEqual({
      ein: '123456789',
      filings: [
        { year: 2021, grantsPaid: 800_000 },
        { year: 2022, grantsPaid: 900_000 },
      ],
    });
  });

  it("is FUNDER_NOT_FOUND for another organisation's funder, which keeps its filings", async () => {
    const response = await tracker.call(CONFIRM, { funderId, ein: '123456789' }, tracker.tokenB);
    expect(failure(response).code).toBe('FUNDER_NOT_FOUND');
    expect(await tracker.sql('select count(*)::int as n from funder_filings')).toEqual([{ n: 2 }]);
  });

  it('leaves the stored filings as they were when the provider fails', async () => {
    fake.failAll(true);
    const response = await tracker.call(CONFIRM, { funderId, ein: '123456789' });
    fake.failAll(false);
    expect(failure(response).code).toBe('FILINGS_PROVIDER_UNAVAILABLE');
    expect(await tracker.sql('select count(*)::int as n from funder_filings')).toEqual([{ n: 2 }]);
  });
});

describe('listFunders sorted by 990 figures', () => {
  it('orders by the latest grants paid or revenue, funders without filings last', async () => {
    fake.organizations.set(22222222, {
      ein: 22222222,
      name: 'Small Lantern Trust',
      city: 'Macon',
      state: 'GA',
      filings: [privateFoundationFiling(2023, 50_000, 400_000, 5_000_000)],
    });
    const small = await tracker.ok<{ createFunder: { id: string } }>(CREATE_FUNDER, {
      params: { name: 'Small Lantern', type: 'FOUNDATION' },
    });
    await tracker.ok(CONFIRM, { funderId: small.createFunder.id, ein: '022222222' });
    await tracker.ok(CREATE_FUNDER, { params: { name: 'Aardvark Unconfirmed', type: 'FOUNDATION' } });
    const list = async (field: string) =>
      (
        await tracker.ok<{ listFunders: { items: { name: string }[] } }>(
          `query L($sort: FunderSort) { listFunders(sort: $sort) { items { name } } }`,
          { sort: { field, direction: 'DESC' } },
        )
      ).listFunders.items.map((item) => item.name);
    expect(await list('LATEST_GRANTS_PAID')).toEqual([
      'Small Lantern',
      'Lantern Ridge',
      'Aardvark Unconfirmed',
    ]);
    expect(await list('LATEST_REVENUE')).toEqual(['Lantern Ridge', 'Small Lantern', 'Aardvark Unconfirmed']);
  });
});

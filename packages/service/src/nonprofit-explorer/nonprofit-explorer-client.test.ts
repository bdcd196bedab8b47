import { FilingsProviderUnavailableError } from '@grantflow/use-cases/funder-filings/filings-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeNonprofitExplorer,
  privateFoundationFiling,
  publicCharityFiling,
  startFakeNonprofitExplorer,
} from '../testing/fake-nonprofit-explorer.ts';
import { createNonprofitExplorerClient } from './nonprofit-explorer-client.ts';

// The real client against a local server speaking the Nonprofit Explorer API v2 protocol.

describe('the Nonprofit Explorer client', () => {
  let fake: FakeNonprofitExplorer;
  const warnings: string[] = [];
  const waits: number[] = [];
  const clientFor = (url: string, allowLoopback = true) =>
    createNonprofitExplorerClient({
      env: { PROPUBLICA_API_URL: url, PROVIDERS_ALLOW_LOOPBACK: allowLoopback },
      log: { warn: (_details, message) => warnings.push(message) },
      throttle: { attempts: 3, baseDelayMs: 1, maxDelayMs: 5, sleep: async (ms) => waits.push(ms) },
      timeoutMs: 300,
    });

  beforeAll(async () => {
    fake = await startFakeNonprofitExplorer([
      {
        ein: 123456789,
        name: 'Lantern Ridge Family Foundation',
        city: 'Springfield',
        state: 'IL',
        filings: [
          privateFoundationFiling(2022, 1_500_000, 20_000_000, 900_000),
          { tax_prd_yr: 'not a year' },
          privateFoundationFiling(2021, 1_200_000, 18_000_000, 800_000),
        ],
      },
      {
        ein: 45678901,
        name: 'Lantern Arts Council',
        city: 'Dayton',
        state: 'OH',
        filings: [publicCharityFiling(2023, 300_000, 120_000)],
      },
    ]);
  });
  afterAll(() => fake.close());

  it('searches by name and reads organisations with nine-digit EINs', async () => {
    const found = await clientFor(fake.url).search('lantern');
    expect(found).toEqual([
      { ein: '123456789', name: 'Lantern Ridge Family Foundation', city: 'Springfield', state: 'IL' },
      { ein: '045678901', name: 'Lantern Arts Council', city: 'Dayton', state: 'OH' },
    ]);
    expect(fake.requests.at(-1)).toBe('GET /search.json?q=lantern');
  });

  it('answers an empty list for a search without matches (the API answers 404)', async () => {
    expect(await clientFor(fake.url).search('nothing like it')).toEqual([]);
  });

  it('reads a private foundation’s filings with grants paid, skipping a malformed entry', async () => {
    warnings.length = 0;
    const filings = await clientFor(fake.url).filings('123456789');
    expect(filings).toEqual([
      {
        year: 2022,
        formType: '990PF',
        revenue: 1_500_000,
        assets: 20_000_000,
        grantsPaid: 900_000,
        sourceUrl: 'https://example.org/filings/2022.pdf',
      },
      expect.objectContaining({ year: 2021, grantsPaid: 800_000 }),
    ]);
    expect(warnings).toEqual(['nonprofit explorer filing skipped: unexpected shape']);
  });

  it('reads a public charity’s revenue without grants paid, linking its page when no PDF is given', async () => {
    expect(await clientFor(fake.url).filings('045678901')).toEqual([
      {
        year: 2023,
        formType: '990',
        revenue: 300_000,
        assets: 120_000,
        grantsPaid: null,
        sourceUrl: 'https://projects.propublica.org/nonprofits/organizations/045678901',
      },
    ]);
  });

  it('answers null for an unknown EIN', async () => {
    expect(await clientFor(fake.url).filings('999999999')).toBeNull();
  });

  it('waits out a 429 for at least its Retry-After, then answers', async () => {
    waits.length = 0;
    fake.throttleNext(1, 2);
    expect(await clientFor(fake.url).search('ridge')).toHaveLength(1);
    expect(waits).toEqual([2000]);
  });

  it('is unavailable when the provider keeps throttling, fails, or is too slow', async () => {
    const client = clientFor(fake.url);
    fake.throttleNext(5, 0);
    await expect(client.search('ridge')).rejects.toBeInstanceOf(FilingsProviderUnavailableError);
    fake.throttleNext(0, 0);
    fake.failAll(true);
    await expect(client.filings('123456789')).rejects.toBeInstanceOf(FilingsProviderUnavailableError);
    fake.failAll(false);
    fake.delayNext(3_000);
    await expect(client.search('ridge')).rejects.toBeInstanceOf(FilingsProviderUnavailableError);
  });

  it('refuses a loopback provider unless the tests-only setting allows it', async () => {
    await expect(clientFor(fake.url, false).search('ridge')).rejects.toBeInstanceOf(
      FilingsProviderUnavailableError,
    );
  });
});

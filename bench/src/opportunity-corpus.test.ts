import { describe, expect, it } from 'vitest';
import { BENCH_OPPORTUNITY_FIRST_ID, generateOpportunityCorpus } from './opportunity-corpus.ts';
import { type OpportunityResult, renderOpportunityTable } from './opportunity-search.ts';

describe('the generated opportunities', () => {
  const rows = generateOpportunityCorpus(4_000, 1, '2026-12-04');

  it('are the same for the same seed, with ids from the bench range and dates in the year after', () => {
    expect(generateOpportunityCorpus(4_000, 1, '2026-12-04')).toEqual(rows);
    expect(new Set(rows.map((row) => row.grantsGovId)).size).toBe(4_000);
    expect(rows[0]?.grantsGovId).toBe(BENCH_OPPORTUNITY_FIRST_ID);
    for (const row of rows) {
      expect(row.closeDate > '2026-12-04' && row.closeDate <= '2027-12-04').toBe(true);
      expect(row.awardFloorCents).toBeLessThan(row.awardCeilingCents);
    }
  });

  it('share a vocabulary: a theme is in about 1 title in 40, two of its words in fewer', () => {
    const titled = rows.filter((row) => row.title.startsWith('Watershed Restoration')).length;
    expect(titled).toBeGreaterThan(60);
    expect(titled).toBeLessThan(140);
    const both = rows.filter((row) => /telehealth/i.test(row.title) && /veterans/i.test(row.title)).length;
    expect(both).toBeLessThan(titled);
  });
});

describe('the opportunity search table', () => {
  const measured = (p50: number) => ({ rps: 10, p50, p99: p50 * 2, requests: 100, errors: 0 });
  const result = (id: string, gateway: number, sql: number): OpportunityResult => ({
    id,
    label: id,
    matches: 1_234,
    sameAnswer: true,
    gateway: measured(gateway),
    api: measured(gateway),
    sql: measured(sql),
  });

  it('passes at 1.5× the statement alone and fails above', () => {
    const table = renderOpportunityTable([result('near', 15, 10), result('far', 16, 10)], {
      date: '2026-12-04 19:00 UTC',
      machine: { cpu: 'CPU', cores: 2, memoryGb: 8, node: 'v20', postgres: '15' },
      opportunities: 100_000,
      rounds: 1,
      durationSeconds: 5,
    });
    expect(table).toContain(
      '| near | 1,234 | 15 ms / 30 ms | 15 ms / 30 ms | 10 ms / 20 ms | 1.50× | pass | 0 | same |',
    );
    expect(table).toContain(
      '| far | 1,234 | 16 ms / 32 ms | 16 ms / 32 ms | 10 ms / 20 ms | 1.60× | FAIL | 0 | same |',
    );
  });
});

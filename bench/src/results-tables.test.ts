import { describe, expect, it } from 'vitest';
import type { GeneratedResult } from './generated-run.ts';
import { growthRatio, renderGrowthTable } from './growth.ts';
import { renderExportsTable, renderGeneratedTables } from './results-tables.ts';

const s = (rps: number, errors = 0) => ({ rps, p50: 10, p99: 20, errors });

describe('renderGeneratedTables', () => {
  const results: GeneratedResult[] = [
    {
      id: 'funders/ids-only/both',
      list: 'listFunders',
      label: 'ids only; argument and header',
      skipped: null,
      answer: true,
      postgraphileRows: true,
      servers: {
        'grantflow-gateway': { 10: s(120), 50: s(90, 1) },
        'grantflow-api': { 10: s(150), 50: s(130) },
        postgraphile: { 10: s(100), 50: s(100) },
      },
    },
    {
      id: 'funder-grants/with-applications/user',
      list: 'getFunder { grants { applications } }',
      label: 'grants; a USER, neither',
      skipped: 'field missing: Funder.grants',
      answer: null,
      postgraphileRows: null,
      servers: {},
    },
  ];
  const table = renderGeneratedTables(results, [10, 50]);

  it('shows each ratio to PostGraphile, bold below 1, with the errors and answers', () => {
    expect(table).toContain(
      '| ids only; argument and header | 1.20× | 1.50× | **0.90×** | 1.30× | 120, 10 ms / 20 ms | 1 | same | same |',
    );
  });
  it('says why a document was skipped and counts the verdicts', () => {
    expect(table).toContain('skipped: field missing: Funder.grants');
    expect(table).toContain('1 measured, 1 skipped; ratios below 1 (bold): 1; errors: 1;');
  });
});

describe('renderExportsTable', () => {
  it('judges first byte, total time per 30,000 rows and memory growth', () => {
    const table = renderExportsTable([
      {
        list: 'grants',
        rows: 60_000,
        bytes: 2_048_000,
        firstByteMs: 150,
        totalMs: 5_000,
        rssBeforeBytes: 100 * 1024 * 1024,
        rssPeakBytes: 250 * 1024 * 1024,
        errors: 0,
        runs: 3,
      },
    ]);
    expect(table).toContain(
      '| grants.xlsx | 60,000 | 2000 KB | 150 ms pass | 5000 ms pass | 100 MB → 250 MB FAIL | 0 of 3 |',
    );
  });
});

describe('growth', () => {
  const cell = (size: number, p50: number) => ({
    size,
    organizationId: 1,
    rps: 100,
    p50,
    p99: p50 * 2,
    errors: 0,
  });
  const flat = {
    id: 'applications',
    label: 'listApplications',
    mustBeFlat: true,
    cells: [cell(500, 10), cell(200_000, 14)],
  };
  const steep = {
    id: 'dashboard',
    label: 'dashboard',
    mustBeFlat: true,
    cells: [cell(500, 10), cell(200_000, 40)],
  };

  it('compares the largest organisation with the smallest', () => {
    expect(growthRatio(flat)).toBeCloseTo(1.4);
    expect(growthRatio(steep)).toBe(4);
  });
  it('gives the flatness verdict in the table', () => {
    const machine = { cpu: 'cpu', cores: 2, memoryGb: 8, node: 'v20', postgres: '15' };
    const table = renderGrowthTable([flat, steep], {
      date: 'now',
      machine,
      orgs: 2000,
      applications: 300_000,
      rounds: 1,
      durationSeconds: 3,
    });
    expect(table).toContain('| listApplications | 10 ms / 20 ms | 14 ms / 28 ms | 1.40× | pass | 0 |');
    expect(table).toContain('| dashboard | 10 ms / 20 ms | 40 ms / 80 ms | 4.00× | FAIL | 0 |');
  });
});

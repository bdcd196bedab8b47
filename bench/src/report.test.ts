import { describe, expect, it } from 'vitest';
import { renderWebTable, replaceSection, SECTION_END, SECTION_START, sameJson, summarize } from './report.ts';

describe('summarize', () => {
  it('takes medians of the rounds and sums their errors', () => {
    const s = summarize([
      { rps: 100, p50: 5, p99: 9, requests: 800, errors: 0 },
      { rps: 300, p50: 3, p99: 7, requests: 2400, errors: 2 },
      { rps: 200, p50: 4, p99: 30, requests: 1600, errors: 1 },
    ]);
    expect(s).toEqual({ rps: 200, p50: 4, p99: 9, errors: 3 });
  });
});

describe('replaceSection', () => {
  it('replaces only what lies between the markers', () => {
    const readme = `# Bench\nintro\n${SECTION_START}\nold\n${SECTION_END}\nafter\n`;
    expect(replaceSection(readme, 'new table')).toBe(
      `# Bench\nintro\n${SECTION_START}\nnew table\n${SECTION_END}\nafter\n`,
    );
  });
  it('appends the section when the markers are missing', () => {
    expect(replaceSection('# Bench\n', 'table')).toBe(`# Bench\n\n${SECTION_START}\ntable\n${SECTION_END}\n`);
  });
});

describe('sameJson', () => {
  it('ignores key order but not values or array order', () => {
    expect(sameJson({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
  });
});

describe('renderWebTable', () => {
  const base = { loginJsGzipBytes: 196_600, loginJsFiles: ['a.js', 'b.js'] };

  it('shows each page’s median with the range of its runs', () => {
    const table = renderWebTable({
      ...base,
      lighthouse: { dashboard: 0.69, 'grant list': 0.96 },
      lighthouseRuns: { dashboard: [0.72, 0.61, 0.69], 'grant list': [0.96, 0.95, 0.97] },
    });
    expect(table).toContain('| login route JavaScript, gzipped (2 files) | 196.6 KB | ≤ 200 KB | pass |');
    expect(table).toContain('| Lighthouse performance, dashboard | 69 (median of 3: 61–72) | ≥ 95 | FAIL |');
    expect(table).toContain('| Lighthouse performance, grant list | 96 (median of 3: 95–97) | ≥ 95 | pass |');
  });

  it('shows a single run as it is, and a page that ended signed out as not measured', () => {
    const table = renderWebTable({
      ...base,
      lighthouse: { dashboard: 0.7, 'grant list': null },
      lighthouseRuns: { dashboard: [0.7], 'grant list': [0.8, null] },
    });
    expect(table).toContain('| Lighthouse performance, dashboard | 70 | ≥ 95 | FAIL |');
    expect(table).toContain('| Lighthouse performance, grant list | not measured | ≥ 95 | FAIL |');
  });

  it('names the machine’s CPU benchmark index when Lighthouse reported one, and nothing when it did not', () => {
    const scored = { ...base, lighthouse: { dashboard: 0.7 }, lighthouseRuns: { dashboard: [0.7] } };
    expect(renderWebTable({ ...scored, lighthouseBenchmarkIndex: 1747.6 })).toContain(
      "Lighthouse's CPU benchmark index of this machine: 1748 (median over the loads;",
    );
    expect(renderWebTable({ ...scored, lighthouseBenchmarkIndex: null })).not.toContain('benchmark index');
    expect(renderWebTable(scored)).not.toContain('benchmark index');
  });
});

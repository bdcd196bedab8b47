import type { ExportResult } from './export-run.ts';
import type { GeneratedResult } from './generated-run.ts';
import type { Measurement } from './load.ts';
import type { Machine } from './machine.ts';
import type { ServerName } from './operations.ts';
import {
  renderDashboardTarget,
  renderExportsTable,
  renderGeneratedTables,
  renderWebDocumentsTable,
} from './results-tables.ts';
import { formatKb, formatMs, formatRate, formatRatio, median, ratio } from './stats.ts';

// Turning the rounds into medians, a Markdown table and the README section. Pure: tested in report.test.ts.

export interface Summary {
  rps: number;
  p50: number;
  p99: number;
  /** Summed over the rounds. */
  errors: number;
}

export interface OperationResult {
  id: string;
  label: string;
  connections: number;
  servers: Partial<Record<ServerName, Summary>>;
  /** Whether the raw floor's answer equals Grantflow's (data deep-equal), and PostGraphile's rows are the same ids. */
  sameAnswer: { raw: boolean | null; postgraphile: boolean | null };
}

export interface AggregateResult {
  name: string;
  connections: number;
  api: Summary;
  alone: Summary;
}

export interface WebResult {
  loginJsGzipBytes: number;
  loginJsFiles: string[];
  /** Each page's median score over the runs (0–1), null when a run was not signed in. */
  lighthouse: Record<string, number | null> | null;
  /** Each page's score in every run, in the order they ran (`--lighthouse-runs`). */
  lighthouseRuns?: Record<string, (number | null)[]>;
  /** Lighthouse's CPU benchmark of the machine, the median over the loads (null or absent: not reported). */
  lighthouseBenchmarkIndex?: number | null;
}

export interface BenchReport {
  date: string;
  machine: Machine;
  dataset: Record<string, number>;
  rounds: number;
  durationSeconds: number;
  operations: OperationResult[];
  aggregates: AggregateResult[];
  web: WebResult | null;
  connections?: number[];
  generated?: GeneratedResult[];
  generatedRun?: { rounds: number; durationSeconds: number };
  exports?: ExportResult[];
}

export function summarize(rounds: readonly Measurement[]): Summary {
  return {
    rps: median(rounds.map((m) => m.rps)),
    p50: median(rounds.map((m) => m.p50)),
    p99: median(rounds.map((m) => m.p99)),
    errors: rounds.reduce((sum, m) => sum + m.errors, 0),
  };
}

export function renderTable(report: BenchReport): string {
  const lines: string[] = [];
  const d = report.dataset;
  const connections = report.connections ?? [10, 50];
  const generated = report.generatedRun
    ? `; generated documents ${report.generatedRun.rounds} round × ${report.generatedRun.durationSeconds} s`
    : '';
  lines.push(
    `Run ${report.date} on ${report.machine.cpu}, ${report.machine.cores} cores, ${report.machine.memoryGb} GB, ` +
      `Node ${report.machine.node}, PostgreSQL ${report.machine.postgres}. Data: ${formatRate(d.orgs ?? 0)} organisations, ` +
      `${formatRate(d.applicationsLoaded ?? 0)} applications, the measured one with ${formatRate(d.largest ?? 0)}. ` +
      `autocannon: web documents ${report.rounds} rounds × ${report.durationSeconds} s${generated}, order alternated, medians. ` +
      'Ratios are req/s of Grantflow ÷ PostGraphile 5 (Amber), below 1 in bold; errors over every path and connection count.',
  );
  if (report.operations.length > 0) {
    lines.push('', "**The web's documents**", '', renderWebDocumentsTable(report.operations, connections));
    const dashboard = renderDashboardTarget(report.operations);
    if (dashboard) lines.push('', dashboard);
  }
  if (report.generated && report.generated.length > 0) {
    lines.push('', renderGeneratedTables(report.generated, connections));
  }
  if (report.aggregates.length > 0) {
    lines.push('');
    lines.push(
      '| dashboard aggregate | conn. | API req/s | API p50 / p99 | SQL alone req/s | alone p50 / p99 | errors | alone / API (≤ 1.3) |',
    );
    lines.push('|---|---|---|---|---|---|---|---|');
    for (const a of report.aggregates) {
      const slowdown = ratio(a.alone.rps, a.api.rps);
      lines.push(
        `| ${a.name} | ${a.connections} | ${formatRate(a.api.rps)} | ${formatMs(a.api.p50)} / ${formatMs(a.api.p99)} | ` +
          `${formatRate(a.alone.rps)} | ${formatMs(a.alone.p50)} / ${formatMs(a.alone.p99)} | ${a.api.errors + a.alone.errors} | ` +
          `${formatRatio(slowdown)} ${slowdown !== null && slowdown <= 1.3 ? 'pass' : 'FAIL'} |`,
      );
    }
  }
  if (report.exports && report.exports.length > 0) {
    lines.push('', renderExportsTable(report.exports));
  }
  if (report.web) {
    lines.push('');
    lines.push(renderWebTable(report.web));
  }
  return lines.join('\n');
}

/** The web budgets alone (`--only web`): the run's date and machine, then the budget table. */
export function renderWebReport(date: string, machine: BenchReport['machine'], web: WebResult): string {
  return [
    `Run ${date} on ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, Node ${machine.node}; ` +
      'Lighthouse default (mobile, simulated throttling), demo data, signed in as admin@example.org.',
    '',
    renderWebTable(web),
  ].join('\n');
}

/** " (median of 3: 68–75)" for repeated runs; nothing for a single one. */
function spread(runs: readonly (number | null)[] | undefined): string {
  const scores = (runs ?? [])
    .filter((score): score is number => score !== null)
    .map((s) => Math.round(s * 100));
  if (scores.length < 2) return '';
  return ` (median of ${scores.length}: ${Math.min(...scores)}–${Math.max(...scores)})`;
}

export function renderWebTable(web: WebResult): string {
  const lines = ['| web budget | measured | budget | |', '|---|---|---|---|'];
  const kb = web.loginJsGzipBytes;
  lines.push(
    `| login route JavaScript, gzipped (${web.loginJsFiles.length} files) | ${formatKb(kb)} | ≤ 200 KB | ${kb <= 200_000 ? 'pass' : 'FAIL'} |`,
  );
  for (const [page, score] of Object.entries(web.lighthouse ?? {})) {
    const shown =
      score === null ? 'not measured' : `${Math.round(score * 100)}${spread(web.lighthouseRuns?.[page])}`;
    lines.push(
      `| Lighthouse performance, ${page} | ${shown} | ≥ 95 | ${score !== null && score >= 0.95 ? 'pass' : 'FAIL'} |`,
    );
  }
  if (web.lighthouseBenchmarkIndex) {
    // Says which machine ran, since one build scores differently on two; it does not predict the score.
    lines.push('');
    lines.push(
      `Lighthouse's CPU benchmark index of this machine: ${Math.round(web.lighthouseBenchmarkIndex)} (median over the loads; ` +
        'Lighthouse applies the same 4× CPU slowdown to any machine and warns below 1,000).',
    );
  }
  return lines.join('\n');
}

export const SECTION_START = '<!-- bench:results:start -->';
export const SECTION_END = '<!-- bench:results:end -->';

/** The web budgets of a `--only web` run: a section of their own, so the API table stays. */
export const WEB_SECTION: readonly [string, string] = ['<!-- bench:web:start -->', '<!-- bench:web:end -->'];

/** The README with the marked section replaced (or appended when the markers are missing). */
export function replaceSection(
  readme: string,
  content: string,
  markers: readonly [string, string] = [SECTION_START, SECTION_END],
): string {
  const [startMarker, endMarker] = markers;
  const block = `${startMarker}\n${content.trim()}\n${endMarker}`;
  const start = readme.indexOf(startMarker);
  const end = readme.indexOf(endMarker);
  if (start === -1 || end === -1 || end < start) return `${readme.trimEnd()}\n\n${block}\n`;
  return readme.slice(0, start) + block + readme.slice(end + endMarker.length);
}

/** Order-insensitive deep equality of two parsed JSON values. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  const bo = b as Record<string, unknown>;
  return (
    ka.length === kb.length && ka.every((k) => k in bo && sameJson((a as Record<string, unknown>)[k], bo[k]))
  );
}

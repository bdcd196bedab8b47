import { EXPORT_TARGETS, type ExportResult, exportTotalTargetMs } from './export-run.ts';
import type { GeneratedResult } from './generated-run.ts';
import type { OperationResult, Summary } from './report.ts';
import { formatMs, formatRate, formatRatio, ratio } from './stats.ts';

// The main run's tables, one row per document: Grantflow (gateway, api) ÷ PostGraphile at each connection
// count, errors over every path and the answer checks. Pure: tested in results-tables.test.ts.

/** getOrganization (the dashboard) through the gateway at 10 connections. */
export const DASHBOARD_TARGET_RPS = 400;

const ratioCell = (grantflow: Summary | undefined, postgraphile: Summary | undefined) => {
  const value = ratio(grantflow?.rps, postgraphile?.rps);
  if (value === null) return '–';
  return value >= 1 ? formatRatio(value) : `**${formatRatio(value)}**`;
};
const answerCell = (value: boolean | null) => (value === null ? '–' : value ? 'same' : 'DIFFERS');

function header(connections: readonly number[], extra: string[]): string[] {
  const ratios = connections.flatMap((c) => [`gateway ÷ PG (${c})`, `api ÷ PG (${c})`]);
  const columns = ['document', ...ratios, 'gateway req/s, p50 / p99 (10)', 'errors', ...extra];
  return [`| ${columns.join(' | ')} |`, `|${columns.map(() => '---').join('|')}|`];
}

function gatewayCell(servers: Partial<Record<string, Summary>> | undefined): string {
  const s = servers?.['grantflow-gateway'];
  return s ? `${formatRate(s.rps)}, ${formatMs(s.p50)} / ${formatMs(s.p99)}` : '–';
}

/** The web's own documents: rows grouped by operation id, one line each. */
export function renderWebDocumentsTable(
  operations: readonly OperationResult[],
  connections: readonly number[],
): string {
  const lines = header(connections, ['gateway ÷ raw (10)', 'answer (raw / PG rows)']);
  const ids = [...new Set(operations.map((op) => op.id))];
  for (const id of ids) {
    const byConnections = new Map(operations.filter((op) => op.id === id).map((op) => [op.connections, op]));
    const first = byConnections.values().next().value as OperationResult;
    const ratios = connections.flatMap((c) => {
      const s = byConnections.get(c)?.servers ?? {};
      return [
        ratioCell(s['grantflow-gateway'], s.postgraphile),
        ratioCell(s['grantflow-api'], s.postgraphile),
      ];
    });
    const errors = [...byConnections.values()].reduce(
      (sum, op) => sum + Object.values(op.servers).reduce((n, s) => n + (s?.errors ?? 0), 0),
      0,
    );
    const at10 = byConnections.get(10)?.servers;
    const raw = formatRatio(ratio(at10?.['grantflow-gateway']?.rps, at10?.raw?.rps));
    const answer = `${answerCell(first.sameAnswer.raw)} / ${answerCell(first.sameAnswer.postgraphile)}`;
    lines.push(
      `| ${first.label} | ${ratios.join(' | ')} | ${gatewayCell(at10)} | ${errors} | ${raw} | ${answer} |`,
    );
  }
  return lines.join('\n');
}

/** The generated documents, a table per list; a skipped one says why. */
export function renderGeneratedTables(
  results: readonly GeneratedResult[],
  connections: readonly number[],
): string {
  const out: string[] = [];
  const lists = [...new Set(results.map((r) => r.list))];
  let below = 0;
  let errors = 0;
  for (const list of lists) {
    out.push(`**${list}**`, '', ...header(connections, ['answer (plain SQL)', 'PG rows']));
    for (const r of results.filter((x) => x.list === list)) {
      if (r.skipped) {
        out.push(
          `| ${r.label} | ${connections.flatMap(() => ['–', '–']).join(' | ')} | skipped: ${r.skipped} | – | – | – |`,
        );
        continue;
      }
      const ratios = connections.flatMap((c) => {
        const pg = r.servers.postgraphile?.[c];
        const cells = [r.servers['grantflow-gateway']?.[c], r.servers['grantflow-api']?.[c]];
        for (const s of cells) if ((ratio(s?.rps, pg?.rps) ?? 0) < 1) below += 1;
        return cells.map((s) => ratioCell(s, pg));
      });
      const count = Object.values(r.servers).reduce(
        (sum, byC) => sum + Object.values(byC ?? {}).reduce((n, s) => n + s.errors, 0),
        0,
      );
      errors += count;
      const at10 = { 'grantflow-gateway': r.servers['grantflow-gateway']?.[10] };
      out.push(
        `| ${r.label} | ${ratios.join(' | ')} | ${gatewayCell(at10)} | ${count} | ${answerCell(r.answer)} | ${answerCell(r.postgraphileRows)} |`,
      );
    }
    out.push('');
  }
  const ran = results.filter((r) => !r.skipped).length;
  out.push(
    `Generated documents: ${ran} measured, ${results.length - ran} skipped; ratios below 1 (bold): ${below}; errors: ${errors}; ` +
      `answers differing from plain SQL: ${results.filter((r) => r.answer === false).length}.`,
  );
  return out.join('\n');
}

const mb = (bytes: number | null) => (bytes === null ? '–' : `${Math.round(bytes / 1024 / 1024)} MB`);
const verdict = (ok: boolean) => (ok ? 'pass' : 'FAIL');

/** The exports against their targets. */
export function renderExportsTable(results: readonly ExportResult[]): string {
  const lines = [
    '| export (largest organisation) | rows | size | first byte (≤ 200 ms) | total (≤ 3 s per 30,000 rows) | REST RSS before → peak (growth ≤ 100 MB) | errors |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const r of results) {
    const growth =
      r.rssBeforeBytes !== null && r.rssPeakBytes !== null ? r.rssPeakBytes - r.rssBeforeBytes : null;
    const target = exportTotalTargetMs(r.rows);
    lines.push(
      `| ${r.list}.xlsx | ${formatRate(r.rows)} | ${Math.round(r.bytes / 1024)} KB | ${formatMs(r.firstByteMs)} ${verdict(r.firstByteMs <= EXPORT_TARGETS.firstByteMs)} | ` +
        `${formatMs(r.totalMs)} ${verdict(r.totalMs <= target)} | ${mb(r.rssBeforeBytes)} → ${mb(r.rssPeakBytes)} ` +
        `${growth === null ? '' : verdict(growth <= EXPORT_TARGETS.rssGrowthBytes)} | ${r.errors} of ${r.runs} |`,
    );
  }
  return lines.join('\n');
}

/** getOrganization ≥ 400 req/s through the gateway at 10 connections. */
export function renderDashboardTarget(operations: readonly OperationResult[]): string | null {
  const dashboard = operations.find((op) => op.id === 'dashboard' && op.connections === 10);
  const rps = dashboard?.servers['grantflow-gateway']?.rps;
  if (rps === undefined) return null;
  return `getOrganization (the dashboard) through the gateway at 10 connections: ${formatRate(rps)} req/s (≥ ${DASHBOARD_TARGET_RPS}: ${verdict(rps >= DASHBOARD_TARGET_RPS)}).`;
}

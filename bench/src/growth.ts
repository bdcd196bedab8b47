import { oneExport } from './export-run.ts';
import type { GrowthDataset } from './growth-dataset.ts';
import { type BodyCheck, type Measurement, measure, request, type Target } from './load.ts';
import type { Machine } from './machine.ts';
import { formatMs, formatRate, formatRatio, median, ratio } from './stats.ts';
import type { WebDocuments } from './web-documents.ts';

// How cost grows with the organisation: p50/p99 of the first page of each list, the dashboard and the
// funders export (its rows stay ~40, its award totals read every application) for organisations of each
// size, through the gateway: the queries at 10 connections, the file downloaded one at a time. Lists and
// the dashboard must stay within 1.5× from the smallest to the largest organisation.

export const FLAT_LIMIT = 1.5;

interface GrowthMeasure {
  id: string;
  label: string;
  /** Whether the flatness verdict applies (lists and the dashboard). */
  mustBeFlat: boolean;
  target: (organizationId: number) => Target;
  /** Downloaded one at a time, each to its end, for the run's seconds (autocannon's concurrent files would measure the queue). */
  file?: boolean;
}

export interface GrowthCell {
  size: number;
  organizationId: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface GrowthResult {
  id: string;
  label: string;
  mustBeFlat: boolean;
  cells: GrowthCell[];
}

function measures(docs: WebDocuments, gatewayUrl: string, token: string): GrowthMeasure[] {
  const graphql = (organizationId: number, query: string, variables: object): Target => ({
    url: `${gatewayUrl}/graphql`,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-organization-id': String(organizationId),
    },
    body: JSON.stringify({ query, variables }),
  });
  return [
    {
      id: 'applications',
      label: 'listApplications, first page (20, by deadline)',
      mustBeFlat: true,
      target: (org) =>
        graphql(org, docs.listApplications, {
          filters: {
            organizationId: String(org),
            search: null,
            status: null,
            record: 'ALL',
            submissionYear: null,
          },
          pagination: { page: 1, pageSize: 20, orderBy: { field: 'deadline', direction: 'ASC' } },
        }),
    },
    {
      id: 'funders',
      label: 'listFunders, first page (12, by name)',
      mustBeFlat: true,
      target: (org) =>
        graphql(org, docs.listFunders, {
          filters: { organizationId: String(org), search: null },
          pagination: { page: 1, pageSize: 12 },
        }),
    },
    {
      id: 'reports',
      label: 'listReports, first page (8, by deadline)',
      mustBeFlat: true,
      target: (org) =>
        graphql(org, docs.listReports, {
          filters: { organizationId: String(org), search: null, submitted: null, startAt: null, endAt: null },
          pagination: { page: 1, pageSize: 8 },
        }),
    },
    {
      id: 'dashboard',
      label: 'getOrganization (the dashboard query)',
      mustBeFlat: true,
      target: (org) => graphql(org, docs.dashboard, { id: String(org), currentFy: null }),
    },
    {
      id: 'funders-export',
      label: 'funders.xlsx export (all funders)',
      mustBeFlat: false,
      file: true,
      target: (org) => ({
        url: `${gatewayUrl}/export/funders.xlsx?organizationId=${org}&lang=en`,
        method: 'GET',
        headers: { authorization: `Bearer ${token}` },
      }),
    },
  ];
}

const graphqlCheck: BodyCheck = (body) =>
  body.includes('"errors":[') || !body.includes('"data"') ? body.slice(0, 300) : null;
/** Sequential downloads for `seconds` (at least three): their p50 and p99 (the slowest of few). */
async function measureFile(target: Target, seconds: number): Promise<Measurement> {
  const totals: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  while (totals.length + errors < 3 || performance.now() < until) {
    const one = await oneExport(target.url, target.headers.authorization?.replace('Bearer ', '') ?? '');
    if (one.ok) totals.push(one.totalMs);
    else errors += 1;
  }
  const sorted = [...totals].sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? Number.NaN;
  return { rps: totals.length / seconds, p50: median(totals), p99, requests: totals.length, errors };
}

export async function runGrowth(options: {
  dataset: GrowthDataset;
  docs: WebDocuments;
  gatewayUrl: string;
  token: string;
  rounds: number;
  durationSeconds: number;
  warmupSeconds: number;
  log: (line: string) => void;
}): Promise<GrowthResult[]> {
  const { dataset, log } = options;
  const all = measures(options.docs, options.gatewayUrl, options.token);
  const results = new Map<string, Measurement[]>();
  for (let round = 0; round < options.rounds; round += 1) {
    const organizations = round % 2 === 0 ? dataset.organizations : [...dataset.organizations].reverse();
    for (const m of all) {
      for (const { size, id } of organizations) {
        const target = m.target(id);
        let run: (seconds: number) => Promise<Measurement>;
        if (m.file) {
          run = (seconds) => measureFile(target, seconds);
        } else {
          const reference = await request(target);
          if (reference.status !== 200 || graphqlCheck(reference.body))
            throw new Error(
              `${m.id} for the organisation of ${size}: ${reference.status} ${reference.body.slice(0, 300)}`,
            );
          run = (seconds) =>
            measure(target, {
              connections: 10,
              durationSeconds: seconds,
              referenceLength: reference.body.length,
              check: graphqlCheck,
            });
        }
        if (round === 0 && options.warmupSeconds > 0) await run(options.warmupSeconds);
        const measured = await run(options.durationSeconds);
        const key = `${m.id}|${size}`;
        results.set(key, [...(results.get(key) ?? []), measured]);
        log(
          `  ${m.id} (${size} applications): p50 ${formatMs(measured.p50)}, p99 ${formatMs(measured.p99)}, errors ${measured.errors}`,
        );
      }
    }
  }
  return all.map((m) => ({
    id: m.id,
    label: m.label,
    mustBeFlat: m.mustBeFlat,
    cells: dataset.organizations.map(({ size, id }) => {
      // A measurement without a single answer has no latency (autocannon reports 0).
      const rounds = (results.get(`${m.id}|${size}`) ?? []).filter((r) => r.requests > 0);
      return {
        size,
        organizationId: id,
        rps: median(rounds.map((r) => r.rps)),
        p50: median(rounds.map((r) => r.p50)),
        p99: median(rounds.map((r) => r.p99)),
        errors: (results.get(`${m.id}|${size}`) ?? []).reduce(
          (sum, r) => sum + r.errors + (r.requests === 0 ? 1 : 0),
          0,
        ),
      };
    }),
  }));
}

/** p50 of the largest organisation ÷ p50 of the smallest (a latency ratio: above 1 is slower). */
export function growthRatio(result: GrowthResult): number | null {
  const first = result.cells[0];
  const last = result.cells[result.cells.length - 1];
  // A p50 under 1 ms is rounded by autocannon: 1 ms is the floor of the comparison.
  return ratio(Math.max(last?.p50 ?? Number.NaN, 1), Math.max(first?.p50 ?? Number.NaN, 1));
}

export function renderGrowthTable(
  results: readonly GrowthResult[],
  context: {
    date: string;
    machine: Machine;
    orgs: number;
    applications: number;
    rounds: number;
    durationSeconds: number;
  },
): string {
  const sizes = results[0]?.cells.map((c) => c.size) ?? [];
  const first = sizes[0] ?? 0;
  const last = sizes[sizes.length - 1] ?? 0;
  const columns = [
    'measure',
    ...sizes.map((size) => `${formatRate(size)}: p50 / p99`),
    `p50 ${formatRate(last)} ÷ ${formatRate(first)}`,
    `flat (≤ ${FLAT_LIMIT}×)`,
    'errors',
  ];
  const lines = [
    `Run ${context.date} on ${context.machine.cpu}, ${context.machine.cores} cores, Node ${context.machine.node}, ` +
      `PostgreSQL ${context.machine.postgres}. Data: ${formatRate(context.orgs)} organisations, ` +
      `${formatRate(context.applications)} applications; through the gateway, the queries at 10 connections, the export one at a time, ` +
      `${context.rounds} round(s) × ${context.durationSeconds} s, medians. Columns: the measured organisation's applications.`,
    '',
    `| ${columns.join(' | ')} |`,
    `|${columns.map(() => '---').join('|')}|`,
  ];
  for (const r of results) {
    const value = growthRatio(r);
    const flat = value !== null && value <= FLAT_LIMIT;
    const verdict = r.mustBeFlat ? (flat ? 'pass' : 'FAIL') : 'shown';
    const errors = r.cells.reduce((sum, c) => sum + c.errors, 0);
    lines.push(
      `| ${r.label} | ${r.cells.map((c) => `${formatMs(c.p50)} / ${formatMs(c.p99)}`).join(' | ')} | ${formatRatio(value)} | ${verdict} | ${errors} |`,
    );
  }
  return lines.join('\n');
}

/** The README section of a growth run: one per number of organisations. */
export function growthSection(orgs: number): readonly [string, string] {
  return [`<!-- bench:growth-${orgs}:start -->`, `<!-- bench:growth-${orgs}:end -->`];
}

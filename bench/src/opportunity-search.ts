import { type BodyCheck, type Measurement, measure, request, type Target } from './load.ts';
import type { Machine } from './machine.ts';
import { alternate, formatMs, formatRate, formatRatio, median, ratio } from './stats.ts';

// The opportunity search (`--only opportunities`): searchOpportunities' first page through the gateway and
// on the api directly, next to the same full-text statement alone (the raw server's
// SEARCH_OPPORTUNITIES_SQL). One user's search is measured, not throughput: CONNECTIONS clients, one per
// core of the reference machine. Target: the gateway's p50 ≤ 1.5× the statement's.

export const OPPORTUNITY_SECTION = [
  '<!-- bench:opportunities:start -->',
  '<!-- bench:opportunities:end -->',
] as const;
export const OPPORTUNITY_LIMIT = 1.5;
const CONNECTIONS = 2;

// The web has no Find grants list document yet: this is what a results list shows.
const SEARCH_DOCUMENT = `query SearchOpportunities($search: String, $filters: OpportunityFilters, $pagination: PaginationInput) {
  searchOpportunities(search: $search, filters: $filters, pagination: $pagination) {
    total
    items { id grantsGovId number title agency agencyCode status openDate closeDate awardCeiling awardFloor
      synopsis tracked dismissed }
  }
}`;

interface Filters {
  status?: 'forecasted' | 'posted';
  closeFrom?: string;
  closeTo?: string;
  agency?: string;
}

export interface OpportunityQuery {
  id: string;
  label: string;
  search: string | null;
  filters: Filters;
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function opportunityQueries(today: string): OpportunityQuery[] {
  return [
    { id: 'phrase', label: '"watershed restoration"', search: 'watershed restoration', filters: {} },
    { id: 'two-words', label: '"telehealth veterans"', search: 'telehealth veterans', filters: {} },
    {
      id: 'filtered',
      label: '"affordable housing", posted, closing within 90 days',
      search: 'affordable housing',
      filters: { status: 'posted', closeFrom: today, closeTo: addDays(today, 90) },
    },
    { id: 'agency', label: '"wildfire", agency USDA', search: 'wildfire', filters: { agency: 'USDA' } },
    { id: 'typo', label: '"broadbnd" (no full-text hit: similar titles)', search: 'broadbnd', filters: {} },
    {
      id: 'no-words',
      label: 'no words: forecasted, closing within 30 days',
      search: null,
      filters: { status: 'forecasted', closeFrom: today, closeTo: addDays(today, 30) },
    },
  ];
}

export interface OpportunityResult {
  id: string;
  label: string;
  matches: number;
  /** Same total and the same ids in the same order from the api and the statement alone. */
  sameAnswer: boolean;
  gateway: Measurement;
  api: Measurement;
  sql: Measurement;
}

type Kind = 'gateway' | 'api' | 'sql';

const graphqlCheck: BodyCheck = (body) =>
  body.includes('"errors":[') || !body.includes('"data"') ? body.slice(0, 300) : null;

function page(body: string): { total: number; ids: string[] } {
  const parsed = JSON.parse(body) as {
    data: { searchOpportunities: { total: number; items: { id: string }[] } };
  };
  const { total, items } = parsed.data.searchOpportunities;
  return { total, ids: items.map((item) => item.id) };
}

export async function runOpportunitySearch(options: {
  queries: readonly OpportunityQuery[];
  urls: { gateway: string; api: string; raw: string };
  headers: Record<string, string>;
  rounds: number;
  durationSeconds: number;
  warmupSeconds: number;
  log: (line: string) => void;
}): Promise<OpportunityResult[]> {
  const { log } = options;
  const results: OpportunityResult[] = [];
  const runs = new Map<string, Measurement[]>();
  const targets = options.queries.map((q) => {
    const body = JSON.stringify({
      query: SEARCH_DOCUMENT,
      variables: { search: q.search, filters: q.filters, pagination: { page: 1, pageSize: 20 } },
    });
    const params = new URLSearchParams(
      Object.entries({ search: q.search, ...q.filters }).filter((e): e is [string, string] => Boolean(e[1])),
    );
    const graphql = (url: string): Target => ({ url, method: 'POST', headers: options.headers, body });
    return {
      query: q,
      targets: {
        gateway: graphql(options.urls.gateway),
        api: graphql(options.urls.api),
        sql: { url: `${options.urls.raw}/search-opportunities?${params}`, method: 'GET', headers: {} },
      } satisfies Record<Kind, Target>,
    };
  });
  const references = new Map<string, string>();
  for (const { query, targets: byKind } of targets) {
    for (const [kind, target] of Object.entries(byKind)) {
      const answer = await request(target);
      if (answer.status !== 200 || graphqlCheck(answer.body))
        throw new Error(`${query.id} (${kind}): ${answer.status} ${answer.body.slice(0, 300)}`);
      references.set(`${query.id}|${kind}`, answer.body);
    }
  }
  for (let round = 0; round < options.rounds; round += 1) {
    for (const { query, targets: byKind } of targets) {
      for (const kind of alternate(['gateway', 'api', 'sql'] as const, round)) {
        const reference = references.get(`${query.id}|${kind}`) ?? '';
        const run = (seconds: number) =>
          measure(byKind[kind], {
            connections: CONNECTIONS,
            durationSeconds: seconds,
            referenceLength: reference.length,
            check: graphqlCheck,
          });
        if (round === 0 && options.warmupSeconds > 0) await run(options.warmupSeconds);
        const m = await run(options.durationSeconds);
        runs.set(`${query.id}|${kind}`, [...(runs.get(`${query.id}|${kind}`) ?? []), m]);
        log(`  ${query.id} ${kind}: p50 ${formatMs(m.p50)}, p99 ${formatMs(m.p99)}, errors ${m.errors}`);
      }
    }
  }
  const summary = (key: string): Measurement => {
    const all = runs.get(key) ?? [];
    return {
      rps: median(all.map((m) => m.rps)),
      p50: median(all.map((m) => m.p50)),
      p99: median(all.map((m) => m.p99)),
      requests: all.reduce((sum, m) => sum + m.requests, 0),
      errors: all.reduce((sum, m) => sum + m.errors, 0),
    };
  };
  for (const { query } of targets) {
    const api = page(references.get(`${query.id}|api`) ?? '');
    const alone = page(references.get(`${query.id}|sql`) ?? '');
    results.push({
      id: query.id,
      label: query.label,
      matches: api.total,
      sameAnswer: api.total === alone.total && JSON.stringify(api.ids) === JSON.stringify(alone.ids),
      gateway: summary(`${query.id}|gateway`),
      api: summary(`${query.id}|api`),
      sql: summary(`${query.id}|sql`),
    });
  }
  return results;
}

/** p50 through the gateway ÷ p50 of the statement alone (1 ms is the floor: autocannon rounds below). */
export function opportunityRatio(result: OpportunityResult): number | null {
  return ratio(Math.max(result.gateway.p50, 1), Math.max(result.sql.p50, 1));
}

export function renderOpportunityTable(
  results: readonly OpportunityResult[],
  context: { date: string; machine: Machine; opportunities: number; rounds: number; durationSeconds: number },
): string {
  const { machine } = context;
  const cell = (m: Measurement) => `${formatMs(m.p50)} / ${formatMs(m.p99)}`;
  const lines = [
    `Run ${context.date} on ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, PostgreSQL ${machine.postgres} ` +
      `(shared with other work: compare the ratios of one run). Data: ${formatRate(context.opportunities)} generated ` +
      `opportunities; first page (20), ${CONNECTIONS} connections, ${context.rounds} round(s) × ${context.durationSeconds} s, medians.`,
    '',
    `| query | matches | gateway p50 / p99 | api p50 / p99 | SQL alone p50 / p99 | gateway ÷ SQL (p50) | ≤ ${OPPORTUNITY_LIMIT}× | errors | answer |`,
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of results) {
    const value = opportunityRatio(r);
    const verdict = value !== null && value <= OPPORTUNITY_LIMIT ? 'pass' : 'FAIL';
    const errors = r.gateway.errors + r.api.errors + r.sql.errors;
    lines.push(
      `| ${r.label} | ${formatRate(r.matches)} | ${cell(r.gateway)} | ${cell(r.api)} | ${cell(r.sql)} | ${formatRatio(value)} | ${verdict} | ${errors} | ${r.sameAnswer ? 'same' : 'differs'} |`,
    );
  }
  return lines.join('\n');
}

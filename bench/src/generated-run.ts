import pg from 'pg';
import {
  answerProblem,
  generatedHeaders,
  pageRows,
  samePostgraphileRows,
  schemaGap,
  type Tokens,
} from './generated-checks.ts';
import { type GeneratedDocument, generatedDocuments } from './generated-documents.ts';
import { type BodyCheck, type Measurement, measure, request, type Target } from './load.ts';
import { busiestFunder, expectedData } from './plain-answers.ts';
import { type Summary, summarize } from './report.ts';
import { alternate } from './stats.ts';

// The generated documents under load: Grantflow through the gateway and on the api directly against
// PostGraphile, each answer first checked against the plain SQL answer (Grantflow) and the same rows (PostGraphile).

export type GeneratedServer = 'grantflow-gateway' | 'grantflow-api' | 'postgraphile';
const SERVERS: GeneratedServer[] = ['grantflow-gateway', 'grantflow-api', 'postgraphile'];

export interface GeneratedResult {
  id: string;
  list: string;
  label: string;
  /** Why it did not run ("field missing: Organization.funders"), or null. */
  skipped: string | null;
  /** Grantflow's answers (gateway and api) equal the plain SQL answer. */
  answer: boolean | null;
  /** PostGraphile's rows are Grantflow's (total and ids). */
  postgraphileRows: boolean | null;
  /** Per server, per connection count. */
  servers: Partial<Record<GeneratedServer, Record<number, Summary>>>;
}

export interface GeneratedRunOptions {
  databaseUrl: string;
  organizationId: number;
  tokens: Tokens;
  urls: Record<GeneratedServer, string>;
  connections: number[];
  rounds: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** Document ids or id prefixes (`applications`, `funder-grants`); empty or `generated`: all. */
  only: string[];
  log: (line: string) => void;
}

function selected(document: GeneratedDocument, only: readonly string[]): boolean {
  if (only.length === 0 || only.includes('generated')) return true;
  return only.some((entry) => document.id === entry || document.id.startsWith(`${entry}/`));
}

function rowCheck(document: GeneratedDocument, postgraphile: boolean, rows: number): BodyCheck {
  return (body) => {
    try {
      const parsed = JSON.parse(body) as { data?: unknown; errors?: unknown };
      if (parsed.errors || !parsed.data) return `errors: ${body.slice(0, 300)}`;
      const found = pageRows(document, parsed.data, postgraphile);
      return found === rows ? null : `${found} rows instead of ${rows}`;
    } catch {
      return `not JSON: ${body.slice(0, 300)}`;
    }
  };
}

interface Prepared {
  document: GeneratedDocument;
  result: GeneratedResult;
  targets: Partial<Record<GeneratedServer, { target: Target; reference: string; check: BodyCheck }>>;
}

async function prepare(
  options: GeneratedRunOptions,
  client: pg.Client,
  funderId: number,
  documents: GeneratedDocument[],
): Promise<Prepared[]> {
  const prepared: Prepared[] = [];
  const today = new Date().toISOString().slice(0, 10);
  const scope = { organizationId: options.organizationId, funderId, today };
  for (const document of documents) {
    const result: GeneratedResult = {
      id: document.id,
      list: document.list,
      label: document.label,
      skipped: schemaGap(document),
      answer: null,
      postgraphileRows: null,
      servers: {},
    };
    const entry: Prepared = { document, result, targets: {} };
    prepared.push(entry);
    if (result.skipped) {
      options.log(`  ${document.id}: skipped (${result.skipped})`);
      continue;
    }
    const headers = generatedHeaders(document.mode, options.tokens, options.organizationId);
    const body = JSON.stringify(document.request);
    const targets: Record<GeneratedServer, Target> = {
      'grantflow-gateway': { url: options.urls['grantflow-gateway'], method: 'POST', headers, body },
      'grantflow-api': { url: options.urls['grantflow-api'], method: 'POST', headers, body },
      postgraphile: {
        url: options.urls.postgraphile,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(document.postgraphile),
      },
    };
    const expected = await expectedData(client, document, scope);
    const data: Partial<Record<GeneratedServer, unknown>> = {};
    for (const server of SERVERS) {
      const answer = await request(targets[server]);
      const parsed = JSON.parse(answer.body) as { data?: unknown; errors?: unknown };
      if (answer.status !== 200 || parsed.errors || !parsed.data)
        throw new Error(`${document.id} on ${server}: ${answer.status} ${answer.body.slice(0, 400)}`);
      data[server] = parsed.data;
      const rows = pageRows(document, parsed.data, server === 'postgraphile');
      entry.targets[server] = {
        target: targets[server],
        reference: answer.body,
        check: rowCheck(document, server === 'postgraphile', rows),
      };
    }
    const problems = (['grantflow-gateway', 'grantflow-api'] as const).flatMap((server) => {
      const problem = answerProblem(expected, data[server]);
      return problem ? [`${server}: ${problem}`] : [];
    });
    result.answer = problems.length === 0;
    result.postgraphileRows = samePostgraphileRows(document, data['grantflow-api'], data.postgraphile);
    options.log(
      `  ${document.id}: plain answer ${result.answer ? 'same' : `DIFFERS (${problems[0]})`}, PostGraphile rows ${result.postgraphileRows ? 'same' : 'DIFFER'}`,
    );
  }
  return prepared;
}

/** Checks and measures the generated documents; the skipped ones are returned with their reason. */
export async function runGenerated(options: GeneratedRunOptions): Promise<GeneratedResult[]> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  let prepared: Prepared[];
  try {
    const funderId = await busiestFunder(client, options.organizationId);
    const documents = generatedDocuments({ organizationId: options.organizationId, funderId }).filter((d) =>
      selected(d, options.only),
    );
    if (documents.length === 0) return [];
    options.log(
      `Generated documents: ${documents.length} (funder ${funderId} for the nested ones), answers first…`,
    );
    prepared = await prepare(options, client, funderId, documents);
  } finally {
    await client.end();
  }
  const measurements = new Map<string, Measurement[]>();
  for (let round = 0; round < options.rounds; round += 1) {
    options.log(`Generated documents, round ${round + 1} of ${options.rounds}…`);
    for (const [index, entry] of prepared.entries()) {
      for (const connections of options.connections) {
        // Alternated per document as well as per round, so no server is always measured first.
        for (const server of alternate(SERVERS, round + index)) {
          const t = entry.targets[server];
          if (!t) continue;
          const run = (seconds: number) =>
            measure(t.target, {
              connections,
              durationSeconds: seconds,
              referenceLength: t.reference.length,
              check: t.check,
            });
          if (round === 0 && connections === options.connections[0] && options.warmupSeconds > 0)
            await run(options.warmupSeconds);
          const measured = await run(options.durationSeconds);
          // Not one answer in the whole measurement (a saturated machine, a stuck server) is a failure too.
          const m = measured.requests === 0 ? { ...measured, errors: measured.errors + 1 } : measured;
          const key = `${entry.document.id}|${connections}|${server}`;
          measurements.set(key, [...(measurements.get(key) ?? []), m]);
          options.log(
            `  ${entry.document.id} c=${connections} ${server}: ${Math.round(m.rps)} req/s, p50 ${m.p50} ms, errors ${m.errors}`,
          );
        }
      }
    }
  }
  return prepared.map(({ document, result }) => {
    for (const server of SERVERS) {
      for (const connections of options.connections) {
        const m = measurements.get(`${document.id}|${connections}|${server}`);
        if (!m) continue;
        result.servers[server] = { ...result.servers[server], [connections]: summarize(m) };
      }
    }
    return result;
  });
}

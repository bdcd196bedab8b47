import { parseArgs } from 'node:util';

export interface DatasetOptions {
  orgs: number;
  /** Applications over all organisations (approximately: the others share what the largest leaves). */
  applications: number;
  /** Applications of the largest organisation, the one every query is measured for. */
  largest: number;
  fundersPerOrg: number;
  programsPerOrg: number;
  seed: number;
}

export interface BenchOptions {
  dataset: DatasetOptions;
  rounds: number;
  durationSeconds: number;
  /** Unmeasured load per server and query before the first round (JIT, plan caches, pools); 0 = none. */
  warmupSeconds: number;
  connections: number[];
  /** Operation ids to measure (all when empty). */
  only: string[];
  /** The generated documents (generated-documents.ts): rounds and seconds per measurement; null = skipped. */
  generated: { rounds: number; durationSeconds: number; warmupSeconds: number } | null;
  /** Exports of the measured organisation: runs per list; 0 = skipped. */
  exportRuns: number;
  /** `--only growth`: cost against organisation size (growth.ts). */
  growth: { sizes: number[]; othersPerOrg: number } | null;
  web: boolean;
  lighthouse: boolean;
  /** Cold loads of each page under Lighthouse; the budget is read from their median. */
  lighthouseRuns: number;
  /** `--only web`: the web budgets alone (demo data, the stack and Lighthouse; no synthetic data or load). */
  webOnly: boolean;
  /** `--only import`: the drive-import case alone: `importMb` from the fake provider. */
  importOnly: boolean;
  importMb: number;
  importConcurrency: number;
  /** `--only import`: rows of the generated GRANTS spreadsheet (0 = no spreadsheet case). */
  importRows: number;
  /** `--only opportunities`: the opportunity search over this many generated opportunities. */
  opportunities: { count: number } | null;
  /** `--only resilience`: the load test with the api killed twice, nothing else. */
  resilience: { clients: number; seconds: number } | null;
  /** Write the table into bench/README.md. */
  writeReadme: boolean;
  /** `--profile`: CPU profiles of Grantflow's services (src/service-profiler.mjs) into results/profiles. */
  profile: boolean;
  reload: boolean;
}

const HELP = `pnpm --filter @grantflow/bench bench [flags]
  --orgs N               organisations (2000)
  --applications N       applications in all (1000000)
  --largest N            applications of the largest organisation, the measured one (20000)
  --funders-per-org N    (40)   --programs-per-org N (6)   --seed N (1)
  --rounds N             rounds of the web's documents, server order alternated (2)
  --duration S           seconds per measurement (6)
  --generated-rounds N   rounds of the generated documents (1)   --generated-duration S (3)
  --generated-warmup S   unmeasured seconds per server and generated document (1)
  --skip-generated       no generated documents   --export-runs N  exports per list (3; 0 = none)
  --only growth          only the growth table: organisations of --growth-sizes applications among --orgs,
                         the others with --growth-others each; lists, dashboard and an export at 10 connections
  --growth-sizes A,B,C   (500,20000,200000)   --growth-others N (50)
  --warmup S             unmeasured seconds per server and query before the first round (2; 0 = none)
  --connections A,B      autocannon connections (10,50)
  --only a,b             only these operations (ids in the table; \`aggregates\` for the dashboard aggregates,
                         \`generated\` or a generated id prefix such as \`funders\`, \`exports\`)
  --only web             only the web budgets: no synthetic data set, no load; the table goes to its own
                         README section (combine with --skip-lighthouse for the bundle size alone)
  --only import          only the import cases: the fake Google Drive (importer vs plain download), then a
                         generated GRANTS spreadsheet run by the built importer worker (rows/s, peak RSS)
  --import-mb N          megabytes the drive case moves (2048; 0 = none)   --import-concurrency N (4)
  --import-rows N        rows of the spreadsheet case (20000; 0 = none)
  --only opportunities   only the opportunity search: demo data, --opportunities generated opportunities,
                         searchOpportunities through the gateway and the api against the statement alone
  --opportunities N      generated opportunities (100000)
  --only resilience      only the resilience load test: demo data, the stack, --clients clients for
                         --resilience-seconds with the api killed by SIGTERM at 1/3 and SIGKILL at 2/3
  --clients N            resilience clients (50)   --resilience-seconds S (300)
  --skip-web             no web build, bundle size or Lighthouse
  --skip-lighthouse      bundle size only
  --lighthouse-runs N    cold loads of each page, pages alternated; the table shows the median (3)
  --no-readme            do not write bench/README.md
  --profile              CPU profiles of Grantflow's services, written at the end into results/profiles/
                         (sampled every 0.2 ms, which slows them: compare shares, not rates)
  --reload               empty the database and load the data set again
DATABASE_URL (a superuser URL) names the database; without it an embedded PostgreSQL is started.`;

function integer(name: string, raw: string | undefined, min: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`--${name} must be an integer >= ${min} (got ${raw})`);
  return value;
}

/** Parses the command line; throws with a readable message on a bad value. Returns null for --help. */
export function parseOptions(args: readonly string[]): BenchOptions | null {
  const { values } = parseArgs({
    args: [...args],
    options: {
      orgs: { type: 'string', default: '2000' },
      applications: { type: 'string', default: '1000000' },
      largest: { type: 'string', default: '20000' },
      'funders-per-org': { type: 'string', default: '40' },
      'programs-per-org': { type: 'string', default: '6' },
      seed: { type: 'string', default: '1' },
      rounds: { type: 'string', default: '2' },
      duration: { type: 'string', default: '6' },
      'generated-rounds': { type: 'string', default: '1' },
      'generated-duration': { type: 'string', default: '3' },
      'generated-warmup': { type: 'string', default: '1' },
      'skip-generated': { type: 'boolean', default: false },
      'export-runs': { type: 'string', default: '3' },
      'growth-sizes': { type: 'string', default: '500,20000,200000' },
      'growth-others': { type: 'string', default: '50' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '10,50' },
      only: { type: 'string', default: '' },
      'import-mb': { type: 'string', default: '2048' },
      'import-concurrency': { type: 'string', default: '4' },
      'import-rows': { type: 'string', default: '20000' },
      'skip-web': { type: 'boolean', default: false },
      'skip-lighthouse': { type: 'boolean', default: false },
      'lighthouse-runs': { type: 'string', default: '3' },
      'no-readme': { type: 'boolean', default: false },
      profile: { type: 'boolean', default: false },
      reload: { type: 'boolean', default: false },
      clients: { type: 'string', default: '50' },
      'resilience-seconds': { type: 'string', default: '300' },
      opportunities: { type: 'string', default: '100000' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    return null;
  }
  const dataset: DatasetOptions = {
    orgs: integer('orgs', values.orgs, 1),
    applications: integer('applications', values.applications, 1),
    largest: integer('largest', values.largest, 20),
    fundersPerOrg: integer('funders-per-org', values['funders-per-org'], 1),
    programsPerOrg: integer('programs-per-org', values['programs-per-org'], 1),
    seed: integer('seed', values.seed, 0),
  };
  if (dataset.largest > dataset.applications) throw new Error('--largest cannot exceed --applications');
  const only = values.only ? values.only.split(',').map((s) => s.trim()) : [];
  const webOnly = only.length > 0 && only.every((id) => id === 'web');
  const importOnly = only.length > 0 && only.every((id) => id === 'import');
  const resilience =
    only.length === 1 && only[0] === 'resilience'
      ? {
          clients: integer('clients', values.clients, 1),
          seconds: integer('resilience-seconds', values['resilience-seconds'], 10),
        }
      : null;
  const opportunities =
    only.length === 1 && only[0] === 'opportunities'
      ? { count: integer('opportunities', values.opportunities, 100) }
      : null;
  if (webOnly && values['skip-web']) throw new Error('--only web and --skip-web exclude each other');
  const growth =
    only.length === 1 && only[0] === 'growth'
      ? {
          sizes: values['growth-sizes'].split(',').map((size) => integer('growth-sizes', size.trim(), 20)),
          othersPerOrg: integer('growth-others', values['growth-others'], 0),
        }
      : null;
  return {
    dataset,
    rounds: integer('rounds', values.rounds, 1),
    durationSeconds: integer('duration', values.duration, 1),
    warmupSeconds: integer('warmup', values.warmup, 0),
    connections: values.connections.split(',').map((c) => integer('connections', c.trim(), 1)),
    only: webOnly || importOnly ? [] : only.filter((id) => id !== 'web'),
    generated: values['skip-generated']
      ? null
      : {
          rounds: integer('generated-rounds', values['generated-rounds'], 1),
          durationSeconds: integer('generated-duration', values['generated-duration'], 1),
          warmupSeconds: integer('generated-warmup', values['generated-warmup'], 0),
        },
    exportRuns: integer('export-runs', values['export-runs'], 0),
    growth,
    web: !values['skip-web'],
    lighthouse: !values['skip-web'] && !values['skip-lighthouse'],
    lighthouseRuns: integer('lighthouse-runs', values['lighthouse-runs'], 1),
    webOnly,
    importOnly,
    importMb: integer('import-mb', values['import-mb'], 0),
    importConcurrency: integer('import-concurrency', values['import-concurrency'], 1),
    importRows: integer('import-rows', values['import-rows'], 0),
    resilience,
    opportunities,
    writeReadme: !values['no-readme'],
    profile: values.profile,
    reload: values.reload,
  };
}

/** Applications per organisation other than the largest. */
export function othersPerOrg(dataset: DatasetOptions): number {
  return dataset.orgs <= 1 ? 0 : Math.round((dataset.applications - dataset.largest) / (dataset.orgs - 1));
}

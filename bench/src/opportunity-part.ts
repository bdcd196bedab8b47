import fs from 'node:fs';
import path from 'node:path';
import { loadDemoData } from '@grantflow/demo/rows/load-demo-data';
import { findFreePort } from '@grantflow/standalone/ports';
import type { RunningStack } from '@grantflow/standalone/stack';
import { request } from './load.ts';
import { describeMachine } from './machine.ts';
import { ensureOpportunityDataset } from './opportunity-dataset.ts';
import {
  OPPORTUNITY_SECTION,
  opportunityQueries,
  renderOpportunityTable,
  runOpportunitySearch,
} from './opportunity-search.ts';
import { replaceSection } from './report.ts';
import { type ChildServer, startChildServer } from './servers.ts';

// `--only opportunities`: the demo data (its admin searches), the generated opportunities, Grantflow as
// `npm start` runs it and the raw-SQL server; then the search measured and its table written.

const DEMO_EMAIL = 'admin@example.org';

export async function runOpportunityPart(options: {
  databaseUrl: string;
  benchDir: string;
  resultsDir: string;
  logDir: string;
  count: number;
  seed: number;
  reload: boolean;
  rounds: number;
  durationSeconds: number;
  warmupSeconds: number;
  writeReadme: boolean;
  startGrantflow: () => Promise<{ stack: RunningStack; apiPort: number; gatewayPort: number }>;
  /** Servers to stop when the run ends (the caller's cleanup). */
  onStarted: (server: { stack?: RunningStack; child?: ChildServer }) => void;
  log: (line: string) => void;
}): Promise<void> {
  const { databaseUrl, log } = options;
  await loadDemoData(databaseUrl);
  const dataset = await ensureOpportunityDataset(
    databaseUrl,
    { count: options.count, seed: options.seed, email: DEMO_EMAIL },
    options.reload,
    log,
  );
  const { stack, apiPort, gatewayPort } = await options.startGrantflow();
  options.onStarted({ stack });
  const today = new Date().toISOString().slice(0, 10);
  const raw = await startChildServer({
    name: 'raw',
    entry: path.join(options.benchDir, 'src', 'raw-server.ts'),
    port: await findFreePort(apiPort + 50),
    env: { DATABASE_URL: databaseUrl, ORGANIZATION_ID: String(dataset.organizationId), TODAY: today },
    logDir: options.logDir,
  });
  options.onStarted({ child: raw });
  const gateway = `http://127.0.0.1:${gatewayPort}/graphql`;
  const json = { 'content-type': 'application/json' };
  const login = await request({
    url: gateway,
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      query:
        'mutation ($email: String!, $password: String!) { loginUser(email: $email, password: $password) }',
      variables: { email: DEMO_EMAIL, password: 'grantflow-demo' },
    }),
  });
  const token = (JSON.parse(login.body) as { data?: { loginUser?: string } }).data?.loginUser;
  if (!token) throw new Error(`${DEMO_EMAIL} could not sign in: ${login.body.slice(0, 300)}`);
  log(`Opportunity search: ${dataset.opportunities} opportunities, organisation ${dataset.organizationId}…`);
  const results = await runOpportunitySearch({
    queries: opportunityQueries(today),
    urls: { gateway, api: `http://127.0.0.1:${apiPort}/graphql`, raw: raw.url },
    headers: {
      ...json,
      authorization: `Bearer ${token}`,
      'x-organization-id': String(dataset.organizationId),
    },
    rounds: options.rounds,
    durationSeconds: options.durationSeconds,
    warmupSeconds: options.warmupSeconds,
    log,
  });
  const date = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const table = renderOpportunityTable(results, {
    date,
    machine: await describeMachine(databaseUrl),
    opportunities: dataset.opportunities,
    rounds: options.rounds,
    durationSeconds: options.durationSeconds,
  });
  log(`\n${table}\n`);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(options.resultsDir, `opportunities-${stamp}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ date, dataset, results }, null, 2)}\n`);
  if (options.writeReadme) {
    const readme = path.join(options.benchDir, 'README.md');
    fs.writeFileSync(readme, replaceSection(fs.readFileSync(readme, 'utf8'), table, OPPORTUNITY_SECTION));
    log('Opportunity search table written to bench/README.md.');
  }
}

// `pnpm --filter @grantflow/bench bench`: the benchmark's benchmark. See bench/README.md.

import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { migrate } from '@grantflow/db/migrate';
import { loadDemoData } from '@grantflow/demo/rows/load-demo-data';
import { SPREADSHEET_IMPORT_LIMITS } from '@grantflow/domain/spreadsheet-import/import-fields';
import { type EmbeddedDatabase, startEmbeddedDatabase } from '@grantflow/standalone/embedded-db';
import { findFreePort } from '@grantflow/standalone/ports';
import { type RunningStack, startStack } from '@grantflow/standalone/stack';
import {
  BENCH_EMAIL,
  BENCH_PASSWORD,
  BENCH_USER_EMAIL,
  ensureDatabase,
  ensureDataset,
  organizationRows,
} from './dataset.ts';
import { type ExportResult, runExports } from './export-run.ts';
import { type GeneratedResult, runGenerated } from './generated-run.ts';
import { growthSection, renderGrowthTable, runGrowth } from './growth.ts';
import { ensureGrowthDataset } from './growth-dataset.ts';
import { IMPORT_SECTION, importTable, runImportBench } from './import-bench.ts';
import type { Measurement } from './load.ts';
import { type BodyCheck, measure, request, type Target } from './load.ts';
import { describeMachine } from './machine.ts';
import { aggregateOperations, type Operation, operations, type ServerName } from './operations.ts';
import { runOpportunityPart } from './opportunity-part.ts';
import { parseOptions } from './options.ts';
import { ensurePostgraphileFunctions } from './postgraphile-functions.ts';
import {
  type BenchReport,
  type OperationResult,
  renderTable,
  renderWebReport,
  replaceSection,
  sameJson,
  summarize,
  WEB_SECTION,
  type WebResult,
} from './report.ts';
import { RESILIENCE_SECTION, renderResilienceReport, runResilience } from './resilience.ts';
import { type ChildServer, startChildServer } from './servers.ts';
import {
  runSpreadsheetImportBench,
  SPREADSHEET_IMPORT_SECTION,
  spreadsheetImportTable,
} from './spreadsheet-import-bench.ts';
import { alternate } from './stats.ts';
import { buildWeb, lighthouseScores, loginJavaScript } from './web-budgets.ts';
import { loadWebDocuments } from './web-documents.ts';

const benchDir = path.resolve(import.meta.dirname, '..');
const rootDir = path.resolve(benchDir, '..');
const resultsDir = path.join(benchDir, 'results');
const log = (line: string) => process.stdout.write(`${line}\n`);

async function graphqlJson(url: string, headers: Record<string, string>, query: string, variables: object) {
  const response = await request({
    url,
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  const parsed = JSON.parse(response.body) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (response.status !== 200 || parsed.errors)
    throw new Error(`${url}: ${response.status} ${response.body.slice(0, 500)}`);
  return parsed.data as Record<string, unknown>;
}

function checker(op: Operation, server: ServerName, expectedRows: number): BodyCheck {
  return (body) => {
    try {
      const parsed = JSON.parse(body) as { data?: Record<string, unknown>; errors?: unknown[] };
      if (parsed.errors || !parsed.data) return `errors: ${body.slice(0, 300)}`;
      const rows = op.rows(parsed.data, server);
      return rows === expectedRows ? null : `${rows} rows instead of ${expectedRows}`;
    } catch {
      return `not JSON: ${body.slice(0, 300)}`;
    }
  };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2).filter((a) => a !== '--'));
  if (!options) return;
  fs.mkdirSync(resultsDir, { recursive: true });
  const logDir = path.join(resultsDir, 'logs');
  let embedded: EmbeddedDatabase | undefined;
  let stack: RunningStack | undefined;
  const children: ChildServer[] = [];
  const cleanup = async () => {
    await Promise.all(children.map((c) => c.stop()));
    await stack?.stop();
    await embedded?.stop().catch(() => undefined);
  };
  process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));
  try {
    let databaseUrl = process.env.DATABASE_URL;
    if (databaseUrl) {
      await ensureDatabase(databaseUrl);
    } else {
      log('Starting embedded PostgreSQL (data in .data/bench-pg)…');
      embedded = await startEmbeddedDatabase({
        dataDir: path.join(rootDir, '.data', 'bench-pg'),
        database: 'grantflow_bench',
      });
      databaseUrl = embedded.url;
    }
    log('Applying migrations…');
    await migrate(databaseUrl);
    if (options.importOnly) {
      // The case builds its own database from DATABASE_URL (the test-database helper), like the tests.
      process.env.DATABASE_URL ??= databaseUrl;
      const date = () => `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const readme = path.join(benchDir, 'README.md');
      const machine = await describeMachine(databaseUrl);
      if (options.importMb > 0) {
        const result = await runImportBench({
          totalMb: options.importMb,
          concurrency: options.importConcurrency,
          log,
        });
        const table = importTable(result, date(), machine);
        log(`\n${table}\n`);
        fs.writeFileSync(
          path.join(resultsDir, `import-${stamp}.json`),
          `${JSON.stringify({ date: date(), result }, null, 2)}\n`,
        );
        if (options.writeReadme) {
          fs.writeFileSync(readme, replaceSection(fs.readFileSync(readme, 'utf8'), table, IMPORT_SECTION));
          log('Import figures written to bench/README.md.');
        }
      }
      if (options.importRows > 0) {
        const result = [];
        for (const format of ['csv', 'xlsx'] as const) {
          result.push(
            await runSpreadsheetImportBench({
              rootDir,
              rows: options.importRows,
              batchSize: SPREADSHEET_IMPORT_LIMITS.batchSize,
              format,
              log,
            }),
          );
        }
        const table = spreadsheetImportTable(result, date(), machine);
        log(`\n${table}\n`);
        fs.writeFileSync(
          path.join(resultsDir, `spreadsheet-import-${stamp}.json`),
          `${JSON.stringify({ date: date(), result }, null, 2)}\n`,
        );
        if (options.writeReadme) {
          const text = fs.readFileSync(readme, 'utf8');
          fs.writeFileSync(readme, replaceSection(text, table, SPREADSHEET_IMPORT_SECTION));
          log('Spreadsheet import figures written to bench/README.md.');
        }
      }
      return;
    }
    if (options.opportunities) {
      await runOpportunityPart({
        databaseUrl,
        benchDir,
        resultsDir,
        logDir,
        count: options.opportunities.count,
        seed: options.dataset.seed,
        reload: options.reload,
        rounds: options.rounds,
        durationSeconds: options.durationSeconds,
        warmupSeconds: options.warmupSeconds,
        writeReadme: options.writeReadme,
        startGrantflow: () => startGrantflow(databaseUrl as string, logDir, options.profile),
        onStarted: (server) => {
          if (server.stack) stack = server.stack;
          if (server.child) children.push(server.child);
        },
        log,
      });
      return;
    }
    if (options.resilience) {
      await loadDemoData(databaseUrl);
      const started = await startGrantflow(databaseUrl, logDir, options.profile);
      stack = started.stack;
      const api = stack.services.find((service) => service.name === 'api');
      if (!api) throw new Error('the stack has no api service');
      const graphqlUrl = `http://127.0.0.1:${started.gatewayPort}/graphql`;
      // Signed in as an API client (the bearer token in the body; docs/decisions/0013).
      const login = await graphqlJson(
        graphqlUrl,
        { 'content-type': 'application/json' },
        'mutation ($email: String!, $password: String!) { loginUser(email: $email, password: $password) }',
        { email: 'admin@example.org', password: 'grantflow-demo' },
      );
      const token = login.loginUser;
      if (typeof token !== 'string') throw new Error('the demo admin could not sign in');
      log(`Resilience: ${options.resilience.clients} clients for ${options.resilience.seconds} s…`);
      const result = await runResilience({
        graphqlUrl,
        token,
        api,
        clients: options.resilience.clients,
        durationSeconds: options.resilience.seconds,
        log,
      });
      const date = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
      const table = renderResilienceReport(date, await describeMachine(databaseUrl), result);
      log(`\n${table}\n`);
      const file = path.join(resultsDir, `resilience-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
      fs.writeFileSync(file, `${JSON.stringify({ date, result }, null, 2)}\n`);
      if (options.writeReadme) {
        const readme = path.join(benchDir, 'README.md');
        fs.writeFileSync(readme, replaceSection(fs.readFileSync(readme, 'utf8'), table, RESILIENCE_SECTION));
        log('Resilience figures written to bench/README.md.');
      }
      return;
    }
    if (options.webOnly) {
      if (options.lighthouse) await loadDemoData(databaseUrl);
      const started = await startGrantflow(databaseUrl, logDir, options.profile);
      stack = started.stack;
      const web = await measureWeb(started.gatewayPort, options.lighthouse, options.lighthouseRuns);
      const date = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
      const table = renderWebReport(date, await describeMachine(databaseUrl), web);
      log(`\n${table}\n`);
      const file = path.join(resultsDir, `web-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
      fs.writeFileSync(file, `${JSON.stringify({ date, web }, null, 2)}\n`);
      log(`JSON: ${path.relative(rootDir, file)}`);
      if (options.writeReadme) {
        const readme = path.join(benchDir, 'README.md');
        fs.writeFileSync(readme, replaceSection(fs.readFileSync(readme, 'utf8'), table, WEB_SECTION));
        log('Web budgets written to bench/README.md.');
      }
      return;
    }
    if (options.growth) {
      const { orgs, fundersPerOrg, programsPerOrg, seed } = options.dataset;
      log('Loading the growth data set (skipped when already there)…');
      const dataset = await ensureGrowthDataset(
        databaseUrl,
        { orgs, ...options.growth, fundersPerOrg, programsPerOrg, seed },
        options.reload,
        log,
      );
      const started = await startGrantflow(databaseUrl, logDir, options.profile);
      stack = started.stack;
      const gatewayUrl = `http://127.0.0.1:${started.gatewayPort}`;
      const docs = await loadWebDocuments();
      const login = await graphqlJson(
        `${gatewayUrl}/graphql`,
        { 'content-type': 'application/json' },
        docs.login,
        { email: BENCH_EMAIL, password: BENCH_PASSWORD, code: null },
      );
      log(`Growth: organisations ${dataset.organizations.map((o) => `${o.id} (${o.size})`).join(', ')}…`);
      const results = await runGrowth({
        dataset,
        docs,
        gatewayUrl,
        token: String(login.loginUser),
        rounds: options.rounds,
        durationSeconds: options.durationSeconds,
        warmupSeconds: options.warmupSeconds,
        log,
      });
      const date = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
      const table = renderGrowthTable(results, {
        date,
        machine: await describeMachine(databaseUrl),
        orgs,
        applications: dataset.applications,
        rounds: options.rounds,
        durationSeconds: options.durationSeconds,
      });
      log(`\n${table}\n`);
      const file = path.join(
        resultsDir,
        `growth-${orgs}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
      );
      fs.writeFileSync(file, `${JSON.stringify({ date, dataset, results }, null, 2)}\n`);
      if (options.writeReadme) {
        const readme = path.join(benchDir, 'README.md');
        fs.writeFileSync(readme, replaceSection(fs.readFileSync(readme, 'utf8'), table, growthSection(orgs)));
        log('Growth table written to bench/README.md.');
      }
      return;
    }
    log('Loading the data set (skipped when already there)…');
    const dataset = await ensureDataset(databaseUrl, options.dataset, options.reload, log);
    const org = dataset.largestOrganizationId;
    log(`Measuring organisation ${org} (${dataset.applications} applications in the database).`);
    if (options.lighthouse) await loadDemoData(databaseUrl);

    const started = await startGrantflow(databaseUrl, logDir, options.profile);
    stack = started.stack;
    const { apiPort, gatewayPort } = started;
    const today = new Date().toISOString().slice(0, 10);
    const childEnv = { DATABASE_URL: databaseUrl, ORGANIZATION_ID: String(org), TODAY: today };
    log('Starting PostGraphile and the raw-SQL server…');
    await ensurePostgraphileFunctions(databaseUrl);
    children.push(
      await startChildServer({
        name: 'postgraphile',
        entry: path.join(benchDir, 'src', 'postgraphile-server.ts'),
        port: await findFreePort(apiPort + 40),
        env: childEnv,
        logDir,
      }),
    );
    children.push(
      await startChildServer({
        name: 'raw',
        entry: path.join(benchDir, 'src', 'raw-server.ts'),
        port: await findFreePort(apiPort + 50),
        env: childEnv,
        logDir,
      }),
    );
    const [postgraphile, raw] = children as [ChildServer, ChildServer];
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}/graphql`;
    const apiUrl = `http://127.0.0.1:${apiPort}/graphql`;

    const docs = await loadWebDocuments();
    const json = { 'content-type': 'application/json' };
    const login = await graphqlJson(gatewayUrl, json, docs.login, {
      email: BENCH_EMAIL,
      password: BENCH_PASSWORD,
      code: null,
    });
    const token = String(login.loginUser);
    const userLogin = await graphqlJson(gatewayUrl, json, docs.login, {
      email: BENCH_USER_EMAIL,
      password: BENCH_PASSWORD,
      code: null,
    });
    const grantflowHeaders = { ...json, authorization: `Bearer ${token}`, 'x-organization-id': String(org) };
    log(
      `Signed in as ${BENCH_EMAIL} (ADMIN of organisation ${dataset.adminOrganizationId}), acting for ${org}.`,
    );

    const selected = operations(docs, org, dataset.adminOrganizationId).filter(
      (op) => options.only.length === 0 || options.only.includes(op.id),
    );
    type Prepared = {
      op: Operation;
      targets: Partial<Record<ServerName, { target: Target; reference: string; check: BodyCheck }>>;
      sameAnswer: OperationResult['sameAnswer'];
    };
    const prepared: Prepared[] = [];
    for (const op of selected) {
      const gqlBody = JSON.stringify(op.grantflow);
      const targets: Record<string, Target> = {
        'grantflow-gateway': { url: gatewayUrl, method: 'POST', headers: grantflowHeaders, body: gqlBody },
        'grantflow-api': { url: apiUrl, method: 'POST', headers: grantflowHeaders, body: gqlBody },
        raw: { url: `${raw.url}${op.rawPath}`, method: 'GET', headers: {} },
      };
      if (op.postgraphile) {
        targets.postgraphile = {
          url: `${postgraphile.url}/graphql`,
          method: 'POST',
          headers: json,
          body: JSON.stringify(op.postgraphile),
        };
      }
      const answers: Partial<Record<ServerName, Record<string, unknown>>> = {};
      const entry: Prepared = { op, targets: {}, sameAnswer: { raw: null, postgraphile: null } };
      let expected = -1;
      for (const [server, target] of Object.entries(targets) as [ServerName, Target][]) {
        const answer = await request(target);
        const parsed = JSON.parse(answer.body) as { data?: Record<string, unknown>; errors?: unknown };
        if (answer.status !== 200 || parsed.errors || !parsed.data) {
          throw new Error(`${op.id} on ${server}: ${answer.status} ${answer.body.slice(0, 400)}`);
        }
        answers[server] = parsed.data;
        if (expected === -1) expected = op.rows(parsed.data, server);
        const check = checker(op, server, expected);
        const problem = check(answer.body);
        if (problem) throw new Error(`${op.id} on ${server}: ${problem}`);
        entry.targets[server] = { target, reference: answer.body, check };
      }
      if (op.rawPath.startsWith('/list'))
        entry.sameAnswer.raw = sameJson(answers.raw, answers['grantflow-api']);
      if (answers.postgraphile)
        entry.sameAnswer.postgraphile = sameRows(
          answers['grantflow-api'],
          answers.postgraphile,
          op.postgraphileFigures,
        );
      log(
        `  ${op.id}: ${expected} rows; raw ${entry.sameAnswer.raw}, PostGraphile rows ${entry.sameAnswer.postgraphile}`,
      );
      prepared.push(entry);
    }

    // Each server gets the same unmeasured load per query first: V8's optimised code, PostgreSQL's plan caches
    // and the pools' connections are then in place for whichever server is measured first.
    const warmUp = async (target: Target, expected: { reference: string; check: BodyCheck }) => {
      if (options.warmupSeconds === 0) return;
      await measure(target, {
        connections: 10,
        durationSeconds: options.warmupSeconds,
        referenceLength: expected.reference.length,
        check: expected.check,
      });
    };
    const servers: ServerName[] = ['grantflow-gateway', 'grantflow-api', 'postgraphile', 'raw'];
    const rounds = new Map<string, Measurement[]>();
    const add = (key: string, m: Measurement) => rounds.set(key, [...(rounds.get(key) ?? []), m]);
    const aggregates = aggregateOperations(org);
    for (let round = 0; round < options.rounds; round += 1) {
      log(`Round ${round + 1} of ${options.rounds}…`);
      for (const entry of prepared) {
        for (const connections of options.connections) {
          for (const server of alternate(servers, round)) {
            const t = entry.targets[server];
            if (!t) continue;
            if (round === 0 && connections === options.connections[0]) await warmUp(t.target, t);
            const m = await measure(t.target, {
              connections,
              durationSeconds: options.durationSeconds,
              referenceLength: t.reference.length,
              check: t.check,
            });
            add(`${entry.op.id}|${connections}|${server}`, m);
            log(
              `  ${entry.op.id} c=${connections} ${server}: ${Math.round(m.rps)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, errors ${m.errors}`,
            );
          }
        }
      }
      if (options.only.length === 0 || options.only.includes('aggregates')) {
        for (const aggregate of aggregates) {
          const api: Target = {
            url: apiUrl,
            method: 'POST',
            headers: grantflowHeaders,
            body: JSON.stringify({ query: aggregate.query }),
          };
          const alone: Target = { url: `${raw.url}/aggregate/${aggregate.name}`, method: 'GET', headers: {} };
          for (const [kind, target] of alternate(
            [
              ['api', api],
              ['alone', alone],
            ] as const,
            round,
          )) {
            const reference = await request(target);
            const check: BodyCheck = (body) =>
              body.includes('"errors":[') || !body.includes('"data"') ? body.slice(0, 300) : null;
            if (reference.status !== 200 || check(reference.body))
              throw new Error(`aggregate ${aggregate.name} (${kind}): ${reference.body.slice(0, 300)}`);
            if (round === 0) await warmUp(target, { reference: reference.body, check });
            const m = await measure(target, {
              connections: 10,
              durationSeconds: options.durationSeconds,
              referenceLength: reference.body.length,
              check,
            });
            add(`aggregate|${aggregate.name}|${kind}`, m);
            log(
              `  aggregate ${aggregate.name} ${kind}: ${Math.round(m.rps)} req/s, p50 ${m.p50} ms, errors ${m.errors}`,
            );
          }
        }
      }
    }

    const generated: GeneratedResult[] = options.generated
      ? await runGenerated({
          databaseUrl,
          organizationId: org,
          tokens: { admin: token, user: String(userLogin.loginUser) },
          urls: {
            'grantflow-gateway': gatewayUrl,
            'grantflow-api': apiUrl,
            postgraphile: `${postgraphile.url}/graphql`,
          },
          connections: options.connections,
          rounds: options.generated.rounds,
          durationSeconds: options.generated.durationSeconds,
          warmupSeconds: options.generated.warmupSeconds,
          only: options.only,
          log,
        })
      : [];

    let exports: ExportResult[] = [];
    if (options.exportRuns > 0 && (options.only.length === 0 || options.only.includes('exports'))) {
      log(`Exports of organisation ${org}, ${options.exportRuns} per list…`);
      const counts = await organizationRows(databaseUrl, org);
      const rest = stack.services.find((service) => service.name === 'rest');
      exports = await runExports({
        gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
        token,
        organizationId: org,
        restPid: () => rest?.pid,
        rows: { grants: counts.applications, pipeline: counts.applications, funders: counts.funders },
        runs: options.exportRuns,
        log,
      });
    }

    const web = options.web
      ? await measureWeb(gatewayPort, options.lighthouse, options.lighthouseRuns)
      : null;

    const report: BenchReport = {
      date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      machine: await describeMachine(databaseUrl),
      dataset: { ...options.dataset, applicationsLoaded: dataset.applications },
      rounds: options.rounds,
      durationSeconds: options.durationSeconds,
      operations: prepared.flatMap((entry) =>
        options.connections.map((connections) => ({
          id: entry.op.id,
          label: entry.op.label,
          connections,
          sameAnswer: entry.sameAnswer,
          servers: Object.fromEntries(
            servers.flatMap((s) => {
              const m = rounds.get(`${entry.op.id}|${connections}|${s}`);
              return m ? [[s, summarize(m)]] : [];
            }),
          ),
        })),
      ),
      aggregates: aggregates.flatMap((a) => {
        const api = rounds.get(`aggregate|${a.name}|api`);
        const alone = rounds.get(`aggregate|${a.name}|alone`);
        return api && alone
          ? [{ name: a.name, connections: 10, api: summarize(api), alone: summarize(alone) }]
          : [];
      }),
      web,
      connections: options.connections,
      generated,
      ...(options.generated
        ? {
            generatedRun: {
              rounds: options.generated.rounds,
              durationSeconds: options.generated.durationSeconds,
            },
          }
        : {}),
      exports,
    };
    const table = renderTable(report);
    log(`\n${table}\n`);
    const file = path.join(resultsDir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    log(`JSON: ${path.relative(rootDir, file)}`);
    if (options.writeReadme) {
      const readme = path.join(benchDir, 'README.md');
      fs.writeFileSync(readme, replaceSection(fs.readFileSync(readme, 'utf8'), table));
      log('Table written to bench/README.md.');
    }
  } finally {
    await cleanup();
  }
}

/** `--profile`: every service loads the inspector preload; the profiles are written as the stack stops. */
function profilerEnv(): Record<string, string> {
  const preload = pathToFileURL(path.join(benchDir, 'src', 'service-profiler.mjs')).href;
  const profileDir = path.join(resultsDir, 'profiles');
  log(
    `Profiling the services: CPU profiles go to ${path.relative(process.cwd(), profileDir)} when they stop.`,
  );
  return {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${preload}`.trim(),
    BENCH_PROFILE_DIR: profileDir,
  };
}

/** Builds Grantflow (turbo, cached when unchanged) and starts it as `npm start` does. */
async function startGrantflow(
  databaseUrl: string,
  logDir: string,
  profile: boolean,
): Promise<{ stack: RunningStack; apiPort: number; gatewayPort: number }> {
  log('Building Grantflow (turbo, cached when unchanged)…');
  execFileSync(
    'pnpm',
    ['exec', 'turbo', 'run', 'build', '--filter=@grantflow/standalone...', '--output-logs=errors-only'],
    {
      cwd: rootDir,
      stdio: 'inherit',
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    },
  );
  const apiPort = await findFreePort(4601);
  const gatewayPort = await findFreePort(apiPort + 20);
  log('Starting Grantflow (gateway + services, as npm start does)…');
  const stack = await startStack({
    rootDir,
    databaseUrl,
    authSecret: crypto.randomBytes(32).toString('base64url'),
    port: gatewayPort,
    logDir,
    firstInternalPort: apiPort,
    ...(profile ? { env: profilerEnv() } : {}),
  });
  return { stack, apiPort, gatewayPort };
}

/** The web budgets: the login route's gzipped JavaScript and Lighthouse on two signed-in pages. */
async function measureWeb(
  gatewayPort: number,
  withLighthouse: boolean,
  lighthouseRuns: number,
): Promise<WebResult> {
  log('Building the web app with a manifest…');
  const outDir = path.join(resultsDir, 'web-dist');
  const manifest = buildWeb(rootDir, outDir);
  const login = loginJavaScript(manifest, outDir);
  const web: WebResult = { loginJsGzipBytes: login.bytes, loginJsFiles: login.files, lighthouse: null };
  if (withLighthouse) {
    log(`Lighthouse (demo data, signed in as admin@example.org), ${lighthouseRuns} cold loads of each page…`);
    const docs = await loadWebDocuments();
    const demo = await graphqlJson(
      `http://127.0.0.1:${gatewayPort}/graphql`,
      { 'content-type': 'application/json' },
      docs.login,
      { email: 'admin@example.org', password: 'grantflow-demo', code: null },
    );
    const lighthouse = await lighthouseScores(
      `http://127.0.0.1:${gatewayPort}`,
      String(demo.loginUser),
      { dashboard: '/dashboard', 'grant list': '/grants' },
      log,
      { runs: lighthouseRuns, reportDir: resultsDir },
    );
    web.lighthouse = lighthouse.scores;
    web.lighthouseRuns = lighthouse.runs;
    web.lighthouseBenchmarkIndex = lighthouse.benchmarkIndex;
  }
  return web;
}

/**
 * Grantflow and PostGraphile list the same rows: same total and the same ids in the same order, and the same
 * values of the fields PostGraphile computes with a function (`figures`).
 */
function sameRows(
  grantflow: Record<string, unknown> | undefined,
  pg: Record<string, unknown>,
  figures: readonly string[] = [],
): boolean {
  type Row = Record<string, unknown>;
  const gf = Object.values(grantflow ?? {})[0] as { total: number; items: ({ id: string } & Row)[] };
  const p = Object.values(pg)[0] as { totalCount: number; nodes: ({ rowId: number } & Row)[] };
  const pick = (row: Row) => figures.map((field) => row[field]);
  return (
    gf.total === p.totalCount &&
    sameJson(
      gf.items.map((i) => [Number(i.id), ...pick(i)]),
      p.nodes.map((n) => [n.rowId, ...pick(n)]),
    )
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    log(`The bench failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);

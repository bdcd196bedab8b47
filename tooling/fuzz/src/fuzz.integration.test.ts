import { Writable } from 'node:stream';
import { schema } from '@grantflow/api/schema/index';
import { createLogger } from '@grantflow/service/logger';
import { loadCaseFiles } from '@grantflow/tenant-isolation/src/cases/index.ts';
import { createFixture, type FixtureHandle } from '@grantflow/tenant-isolation/src/fixture.ts';
import { type Services, startServices } from '@grantflow/tenant-isolation/src/services.ts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeAnswer, judgeLogLine } from './judge.ts';
import { type FuzzRequest, graphqlTargets, restTargets, type Target } from './targets.ts';

// At least 10,000 generated inputs across every mutation and REST route (and every
// query), seeded so a run is repeatable (FUZZ_SEED=<n> to vary it, FUZZ_INPUTS=<n> to scale it), answered
// by the real services in-process (inject) over a database with the demo data. No answer may be INTERNAL,
// a 5xx, or hold a stack or SQL text; no log line above info may be an error or hold either.

const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const TOTAL = Math.max(10_000, Number(process.env.FUZZ_INPUTS ?? 10_000));
/** Requests in flight at once: the pools have 10 connections; more only queues. */
const CONCURRENCY = 6;
const QUERY_RUNS = 12;

const logLines: string[] = [];
const destination = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n')) if (line.trim() !== '') logLines.push(line);
    done();
  },
});

let handle: FixtureHandle;
let services: Services;
let targets: Target[];

beforeAll(async () => {
  handle = await createFixture();
  services = await startServices(handle, {
    logger: createLogger({ level: 'warn', destination }),
    noSlowDown: true,
  });
  const cases = (await loadCaseFiles()).flatMap((file) => file.cases);
  const { orgA, orgB } = handle.fx;
  const ids = [
    ...new Set(
      [...Object.values(orgA), ...Object.values(orgB)].filter((v): v is number => typeof v === 'number'),
    ),
  ];
  targets = [...graphqlTargets(schema, ids), ...restTargets(services.routes, cases, handle.fx)];
});

afterAll(async () => {
  await services?.close();
  await handle?.close();
});

interface Failure {
  target: string;
  reason: string;
  request: string;
}

async function send(request: FuzzRequest, token: string | null): Promise<{ status: number; body: string }> {
  const app = request.app === 'api' ? services.api : services.rest[request.app];
  const headers: Record<string, string> = { 'grantflow-error-codes': '1' };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | undefined;
  if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = request.raw && typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
  }
  const response = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, body: response.body };
}

function describeRequest(request: FuzzRequest): string {
  const text = JSON.stringify({ method: request.method, url: request.url, body: request.body });
  return text.length > 400 ? `${text.slice(0, 400)}…` : text;
}

describe('fuzz (SECURITY 9–10, 22)', () => {
  it(`answers ${TOTAL}+ generated inputs without INTERNAL, 5xx, stacks or SQL text (seed ${SEED})`, async () => {
    const weighted = targets.filter((target) => target.kind !== 'query');
    const perTarget = Math.ceil((TOTAL - QUERY_RUNS * (targets.length - weighted.length)) / weighted.length);
    const failures: Failure[] = [];
    let sent = 0;
    for (const [index, target] of targets.entries()) {
      const runs = target.kind === 'query' ? QUERY_RUNS : perTarget;
      const inputs = fc.sample(target.arbitrary, { seed: SEED + index, numRuns: runs });
      // Fresh sessions per target: logout, password and 2FA operations may end the previous ones.
      const user = await handle.token(handle.fx.users.userOfA);
      const admin = await handle.token(handle.fx.users.admin);
      for (let start = 0; start < inputs.length; start += CONCURRENCY) {
        const batch = inputs.slice(start, start + CONCURRENCY);
        await Promise.all(
          batch.map(async (request, offset) => {
            const turn = (start + offset) % 5;
            const token = turn === 0 ? null : turn === 1 ? admin : user;
            const answer = await send(request, token);
            const reason = judgeAnswer(request, answer);
            if (reason) failures.push({ target: target.name, reason, request: describeRequest(request) });
          }),
        );
        sent += batch.length;
      }
    }
    const logFailures = logLines.flatMap((line) => {
      const reason = judgeLogLine(line);
      return reason ? [reason] : [];
    });
    expect(sent).toBeGreaterThanOrEqual(10_000);
    expect(failures.slice(0, 15), `${failures.length} bad answers`).toEqual([]);
    expect(logFailures.slice(0, 10), `${logFailures.length} bad log lines`).toEqual([]);
  });
});

import { setTimeout as delay } from 'node:timers/promises';
import type { Supervised } from '@grantflow/standalone/supervisor';
import type { Machine } from './machine.ts';

// Load test (`--only resilience`): N clients keep asking through the gateway
// while the api is stopped twice, once with SIGTERM (it drains) and once with SIGKILL (it does not).
// The launcher restarts it; the gateway holds requests while it is down. Counted: every request, the
// ones in flight at each kill, and the failures beyond those.

export interface KillReport {
  signal: 'SIGTERM' | 'SIGKILL';
  atSecond: number;
  /** Requests sent before the kill and not yet answered. */
  inFlight: number;
  /** Of those, how many failed. */
  inFlightFailed: number;
  /** Seconds from the kill until a request sent after it was answered successfully. */
  servingAgainAfterSeconds: number | null;
  /** Failures among requests sent after this kill (and before the next one), not in flight at a kill. */
  lostAfter: number;
}

export interface ResilienceResult {
  clients: number;
  durationSeconds: number;
  requests: number;
  succeeded: number;
  failed: number;
  failuresByKind: Record<string, number>;
  kills: KillReport[];
  /** Failures among requests that were not in flight at a kill: the number that must be 0. */
  lostBeyondInFlight: number;
  servingAtEnd: boolean;
}

interface Sent {
  started: number;
  ended?: number;
  ok?: boolean;
}

const QUERY = JSON.stringify({ query: '{ currentUser { id } }' });

async function ask(url: string, token: string): Promise<{ ok: boolean; kind: string }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: QUERY,
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await response.json().catch(() => null)) as { data?: { currentUser?: unknown } } | null;
    if (response.ok && body?.data?.currentUser) return { ok: true, kind: 'ok' };
    return { ok: false, kind: `HTTP ${response.status}` };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { ok: false, kind: cause?.code ?? (error as Error).name };
  }
}

export async function runResilience(options: {
  graphqlUrl: string;
  token: string;
  api: Supervised;
  clients: number;
  durationSeconds: number;
  log: (line: string) => void;
}): Promise<ResilienceResult> {
  const { graphqlUrl, token, api, clients, durationSeconds, log } = options;
  const sent: Sent[] = [];
  const failuresByKind: Record<string, number> = {};
  const start = performance.now();
  const seconds = () => (performance.now() - start) / 1000;
  const stopAt = start + durationSeconds * 1000;

  const client = async () => {
    while (performance.now() < stopAt) {
      const entry: Sent = { started: performance.now() };
      sent.push(entry);
      const answer = await ask(graphqlUrl, token);
      entry.ended = performance.now();
      entry.ok = answer.ok;
      if (!answer.ok) failuresByKind[answer.kind] = (failuresByKind[answer.kind] ?? 0) + 1;
    }
  };

  const kills: KillReport[] = [];
  const kill = async (signal: KillReport['signal'], atFraction: number) => {
    await delay(Math.max(0, start + durationSeconds * 1000 * atFraction - performance.now()));
    const pid = api.pid;
    if (pid === undefined) throw new Error('the api is not running at the moment of the kill');
    const at = performance.now();
    const inFlight = sent.filter((s) => s.started < at && (s.ended === undefined || s.ended > at));
    process.kill(pid, signal);
    log(
      `${signal} to the api (pid ${pid}) at ${seconds().toFixed(1)} s with ${inFlight.length} requests in flight`,
    );
    const report: KillReport = {
      signal,
      atSecond: Math.round(seconds() * 10) / 10,
      inFlight: inFlight.length,
      inFlightFailed: 0,
      servingAgainAfterSeconds: null,
      lostAfter: 0,
    };
    kills.push(report);
    // Back when a request sent after the kill to the new process succeeds.
    while (performance.now() < stopAt) {
      await delay(100);
      const newPid = api.pid;
      if (newPid !== undefined && newPid !== pid && sent.some((s) => s.started > at && s.ok)) {
        report.servingAgainAfterSeconds = Math.round(((performance.now() - at) / 1000) * 10) / 10;
        break;
      }
    }
    // Counted once they are all answered (the clients finish their last request after stopAt).
    return { report, at, inFlight };
  };

  /** Failures after each kill (until the next one), leaving out the requests in flight at any kill. */
  const settle = (killed: { report: KillReport; at: number; inFlight: Sent[] }[]) => {
    const inFlightAtAKill = new Set(killed.flatMap((k) => k.inFlight));
    killed.forEach(({ report, at, inFlight }, index) => {
      const until = killed[index + 1]?.at ?? Number.POSITIVE_INFINITY;
      report.inFlightFailed = inFlight.filter((s) => s.ok === false).length;
      report.lostAfter = sent.filter(
        (s) => s.started >= at && s.started < until && s.ok === false && !inFlightAtAKill.has(s),
      ).length;
    });
  };

  const [, first, second] = await Promise.all([
    Promise.all(Array.from({ length: clients }, client)),
    kill('SIGTERM', 1 / 3),
    kill('SIGKILL', 2 / 3),
  ]);
  settle([first, second]);

  const failed = sent.filter((s) => s.ok === false).length;
  const inFlightFailed = kills.reduce((sum, k) => sum + k.inFlightFailed, 0);
  const servingAtEnd = (await ask(graphqlUrl, token)).ok;
  return {
    clients,
    durationSeconds,
    requests: sent.length,
    succeeded: sent.length - failed,
    failed,
    failuresByKind,
    kills,
    lostBeyondInFlight: failed - inFlightFailed,
    servingAtEnd,
  };
}

export const RESILIENCE_SECTION: readonly [string, string] = [
  '<!-- bench:resilience:start -->',
  '<!-- bench:resilience:end -->',
];

export function renderResilienceReport(date: string, machine: Machine, result: ResilienceResult): string {
  const kinds = Object.entries(result.failuresByKind)
    .map(([kind, n]) => `${kind}: ${n}`)
    .join(', ');
  const lines = [
    `Run ${date} on ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, PostgreSQL ${machine.postgres}; ${result.clients} clients for ${result.durationSeconds} s through the gateway, \`{ currentUser { id } }\` with a bearer token.`,
    '',
    '| kill    | at     | in flight | of those failed | failed among requests sent after | serving again after |',
    '| ------- | ------ | --------- | --------------- | -------------------------------- | ------------------- |',
    ...result.kills.map(
      (k) =>
        `| ${k.signal} | ${k.atSecond} s | ${k.inFlight} | ${k.inFlightFailed} | ${k.lostAfter} | ${k.servingAgainAfterSeconds === null ? 'not within the run' : `${k.servingAgainAfterSeconds} s`} |`,
    ),
    '',
    `Requests: ${result.requests} (${result.succeeded} succeeded, ${result.failed} failed${kinds ? `: ${kinds}` : ''}). ` +
      `**Lost beyond those in flight at the kills: ${result.lostBeyondInFlight}.** ` +
      `Serving at the end: ${result.servingAtEnd ? 'yes' : 'NO'}.`,
  ];
  return lines.join('\n');
}

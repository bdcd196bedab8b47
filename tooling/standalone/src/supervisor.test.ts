import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { backoffDelay, DEFAULT_BACKOFF, type Supervised, supervise } from './supervisor.ts';

// A service that exits unexpectedly comes back; only the launcher's stop ends it.
// Small stand-in services (plain Node processes), so the test needs no build.

const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervisor-'));
let serial = 0;
const running: Supervised[] = [];

/** A service that runs until SIGTERM, then exits cleanly as runServer does; says when it listens. */
const POLITE = `setInterval(() => {}, 1000); process.on('SIGTERM', () => process.exit(0)); console.log('ready', process.pid);`;
/** A service that ignores SIGTERM (a stuck drain). */
const STUBBORN = `setInterval(() => {}, 1000); process.on('SIGTERM', () => {}); console.log('ready', process.pid);`;

/** True once the process wrote its ready line to the service log (its signal handlers are in place). */
function ready(service: Supervised): boolean {
  if (service.pid === undefined) return false;
  const log = fs.readFileSync(path.join(logDir, `${service.name}.log`), 'utf8');
  return log.includes(`ready ${service.pid}\n`);
}

function start(name: string, script: string, lines: string[], stopGraceMs = 5_000): Supervised {
  // Each test's services log to their own files.
  serial += 1;
  const service = supervise({
    name: `${name}-${serial}`,
    command: [process.execPath, '-e', script],
    env: process.env,
    logDir,
    say: (line) => lines.push(line),
    backoff: { firstMs: 50, maxMs: 400, resetAfterMs: 60_000 },
    stopGraceMs,
  });
  running.push(service);
  return service;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (check()) return;
    await delay(50);
  }
  throw new Error(`gave up waiting until ${what}`);
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((service) => service.stop()));
});

afterAll(() => {
  fs.rmSync(logDir, { recursive: true, force: true });
});

describe('supervise', () => {
  it.each(['SIGTERM', 'SIGKILL'] as const)(
    'restarts a service stopped by %s from outside, and says so',
    async (signal) => {
      const lines: string[] = [];
      const api = start('api', POLITE, lines);
      await until(() => ready(api), 'the service runs');
      const first = api.pid as number;

      process.kill(first, signal);
      await until(() => ready(api) && api.pid !== first, 'a new process replaces the old one');
      expect(api.restarts).toBe(1);
      expect(alive(api.pid as number)).toBe(true);
      expect(lines).toEqual([
        expect.stringMatching(
          /^The api-\d+ service (exited with code 0|was killed by SIGKILL) unexpectedly; restarting it in 0\.1 s/,
        ),
      ]);
    },
  );

  it('pauses longer after each crash in a row, up to the cap', () => {
    const policy = { firstMs: 1_000, maxMs: 30_000, resetAfterMs: 60_000 };
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(policy, n))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
    expect(backoffDelay(DEFAULT_BACKOFF, 1)).toBe(1_000);
  });

  it('keeps restarting a service that crashes at once, with growing pauses', async () => {
    const lines: string[] = [];
    const crashing = start('ai', 'process.exit(3)', lines);
    await until(() => lines.length >= 4, 'four crashes were reported');
    await crashing.stop();
    expect(lines.slice(0, 4).map((line) => /restarting it in ([\d.]+) s/.exec(line)?.[1])).toEqual([
      '0.1',
      '0.1',
      '0.2',
      '0.4',
    ]);
    expect(lines[0]).toContain('exited with code 3');
  });

  it('stops for good on stop(): every process is gone and none comes back', async () => {
    const lines: string[] = [];
    const services = [
      start('gateway', POLITE, lines),
      start('rest', POLITE, lines),
      start('importer', STUBBORN, lines, 500),
    ];
    await until(() => services.every(ready), 'all run');
    const pids = services.map((s) => s.pid as number);

    await Promise.all(services.map((s) => s.stop()));
    await delay(300);
    expect(pids.filter(alive)).toEqual([]);
    expect(services.map((s) => s.pid)).toEqual([undefined, undefined, undefined]);
    expect(lines).toEqual([
      expect.stringMatching(/^The importer-\d+ service did not stop within 0\.5 s; killing it\.$/),
    ]);
  });
});

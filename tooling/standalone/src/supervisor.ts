import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * Keeps one service process running: an exit the launcher did not ask for is
 * logged and followed by a restart after a growing pause (so a service that cannot start does not spin),
 * and only `stop()` ends it for good. The process is detached so a terminal's Ctrl-C reaches only the
 * launcher, which then stops the services in order.
 */
export interface SupervisedOptions {
  name: string;
  /** Program and arguments, e.g. `[process.execPath, 'apps/api/dist/main.js']`. */
  command: readonly [string, ...string[]];
  env: NodeJS.ProcessEnv;
  /** Its stdout and stderr are appended to `<logDir>/<name>.log`. */
  logDir: string;
  /** Where the launcher's own lines go (the terminal). */
  say: (line: string) => void;
  backoff?: Partial<BackoffPolicy>;
  /** How long SIGTERM may take before SIGKILL, at stop(). */
  stopGraceMs?: number;
}

export interface BackoffPolicy {
  firstMs: number;
  maxMs: number;
  /** A run at least this long counts as healthy: the next crash starts the pauses again from `firstMs`. */
  resetAfterMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { firstMs: 1_000, maxMs: 30_000, resetAfterMs: 60_000 };

/** The pause before restart number `attempt` (1, 2, …): first, 2×first, 4×first … up to max. */
export function backoffDelay(policy: BackoffPolicy, attempt: number): number {
  return Math.min(policy.maxMs, policy.firstMs * 2 ** Math.max(0, attempt - 1));
}

export interface Supervised {
  readonly name: string;
  /** The running process's id (changes with each restart); undefined between runs. */
  readonly pid: number | undefined;
  /** How many times it was restarted after an unexpected exit. */
  readonly restarts: number;
  /** Resolves when the current run exits (for start-up checks). */
  readonly exited: Promise<void>;
  stop(): Promise<void>;
}

function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `was killed by ${signal}` : `exited with code ${code}`;
}

export function supervise(options: SupervisedOptions): Supervised {
  const policy = { ...DEFAULT_BACKOFF, ...options.backoff };
  const stopGraceMs = options.stopGraceMs ?? 7_000;
  const logFile = path.join(options.logDir, `${options.name}.log`);
  fs.mkdirSync(options.logDir, { recursive: true });

  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let stopping = false;
  let restarts = 0;
  let attempt = 0;
  const wakeUp = new AbortController();

  const run = () => {
    const log = fs.openSync(logFile, 'a');
    const [program, ...args] = options.command;
    const started = Date.now();
    const current = spawn(program, args, { env: options.env, stdio: ['ignore', log, log], detached: true });
    fs.closeSync(log);
    child = current;
    exited = new Promise<void>((resolve) => {
      current.once('exit', (code, signal) => {
        resolve();
        if (stopping) return;
        attempt = Date.now() - started >= policy.resetAfterMs ? 1 : attempt + 1;
        const pause = backoffDelay(policy, attempt);
        options.say(
          `The ${options.name} service ${describeExit(code, signal)} unexpectedly; restarting it in ${Math.round(pause / 100) / 10} s (log: ${logFile}).`,
        );
        void delay(pause, undefined, { signal: wakeUp.signal })
          .then(() => {
            if (stopping) return;
            restarts += 1;
            run();
          })
          .catch(() => undefined);
      });
    });
  };
  run();

  return {
    name: options.name,
    get pid() {
      return child && child.exitCode === null && child.signalCode === null ? child.pid : undefined;
    },
    get restarts() {
      return restarts;
    },
    get exited() {
      return exited;
    },
    async stop() {
      stopping = true;
      wakeUp.abort();
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      current.kill('SIGTERM');
      const timeout = delay(stopGraceMs).then(() => 'timeout' as const);
      if ((await Promise.race([exited, timeout])) === 'timeout') {
        options.say(`The ${options.name} service did not stop within ${stopGraceMs / 1000} s; killing it.`);
        current.kill('SIGKILL');
        await exited;
      }
    },
  };
}

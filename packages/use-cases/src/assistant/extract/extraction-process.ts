import { type ChildProcess, fork } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The separate Node processes files are parsed in, kept warm between files: starting one (and loading a
// parser library into it) costs more than reading most files. A process serves one file at a time, is
// killed after any death-like failure (never reused), retires after MAX_FILES, and ends when idle.

const MAX_FILES = 100;
const IDLE_MS = 30_000;
/** Kept from the process's stderr: enough for V8's fatal out-of-memory line. */
const STDERR_TAIL = 4096;

// From the sources (tests, `pnpm dev`) the entry is TypeScript and needs tsx; the built package runs plain.
const fromSource = import.meta.url.endsWith('.ts');
const entry = fileURLToPath(
  new URL(fromSource ? './extraction-child.ts' : './extraction-child.js', import.meta.url),
);

function loaderArgs(): string[] {
  if (!fromSource) return [];
  return ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href];
}

export class ExtractionProcess {
  readonly child: ChildProcess;
  stderr = '';
  files = 0;
  alive = true;
  idleTimer: NodeJS.Timeout | undefined;

  constructor(readonly memoryMb: number) {
    // A bare environment: the extraction process gets no database URL, secret or token of this one.
    this.child = fork(entry, [], {
      execArgv: [`--max-old-space-size=${memoryMb}`, ...loaderArgs()],
      env: {},
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    this.child.stderr?.setEncoding('utf8');
    this.child.stderr?.on('data', (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-STDERR_TAIL);
    });
    this.child.once('close', () => {
      this.alive = false;
      removeIdle(this);
    });
    // A spawn failure is also reported to the file's own listener; this one only keeps it from throwing.
    this.child.on('error', () => undefined);
  }

  /** Whether this process keeps the service's event loop alive: only while it works on a file. */
  hold(on: boolean): void {
    const handles: { ref(): unknown; unref(): unknown }[] = [this.child];
    if (this.child.channel) handles.push(this.child.channel);
    if (this.child.stderr) handles.push(this.child.stderr as Socket);
    for (const handle of handles) on ? handle.ref() : handle.unref();
  }

  kill(): void {
    this.alive = false;
    removeIdle(this);
    this.child.kill('SIGKILL');
  }
}

const idle = new Map<number, ExtractionProcess[]>();

function removeIdle(slot: ExtractionProcess): void {
  clearTimeout(slot.idleTimer);
  const list = idle.get(slot.memoryMb);
  const index = list?.indexOf(slot) ?? -1;
  if (list && index >= 0) list.splice(index, 1);
}

/** An idle process with this heap limit, or a new one. */
export function takeProcess(memoryMb: number): ExtractionProcess {
  const list = idle.get(memoryMb) ?? [];
  let slot = list.pop();
  while (slot && !slot.alive) slot = list.pop();
  if (slot) clearTimeout(slot.idleTimer);
  const taken = slot ?? new ExtractionProcess(memoryMb);
  taken.stderr = '';
  taken.hold(true);
  return taken;
}

/** A process that answered: kept for the next file, unless it has served enough. */
export function releaseProcess(slot: ExtractionProcess): void {
  slot.files += 1;
  if (!slot.alive || slot.files >= MAX_FILES) {
    slot.kill();
    return;
  }
  slot.hold(false);
  slot.idleTimer = setTimeout(() => slot.kill(), IDLE_MS).unref();
  const list = idle.get(slot.memoryMb) ?? [];
  list.push(slot);
  idle.set(slot.memoryMb, list);
}

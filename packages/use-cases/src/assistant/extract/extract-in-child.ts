import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type {
  ExtractionInput,
  ExtractionReply,
  ExtractionRequest,
  ExtractionResult,
} from './extraction-protocol.ts';
import { DEFAULT_EXTRACTION_LIMITS, ExtractionError, type ExtractionLimits } from './types.ts';

// Parsers (PDF.js, mammoth, ExcelJS) run in a separate Node process with its own heap limit, killed at a
// timeout: a file that makes one of them exhaust memory or loop ends that process only, and the service
// that asked goes on answering. A worker thread would share the process, and V8 cannot always stop one.

export interface ExtractionIsolation {
  /** The extraction process's V8 heap (--max-old-space-size). */
  memoryMb: number;
  /** Past this the process is killed and the file reported as TIMEOUT. */
  timeoutMs: number;
}

export const DEFAULT_EXTRACTION_ISOLATION: ExtractionIsolation = { memoryMb: 1024, timeoutMs: 60_000 };

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

function deathCode(signal: NodeJS.Signals | null, stderr: string): ExtractionError {
  if (/heap out of memory|heap limit/i.test(stderr) || signal === 'SIGABRT') {
    return new ExtractionError('OUT_OF_MEMORY', 'the document needs more memory than extraction may use');
  }
  return new ExtractionError('CRASHED', `the extraction process ended (${signal ?? 'no reply'})`);
}

/**
 * Extracts like `extractDocument`, in a process of its own. The file's own failures (limits, broken
 * content, memory, time) reject with an `ExtractionError`; only a process that cannot be started rejects
 * otherwise, so that the caller may try again later.
 */
export function extractInChild(
  input: ExtractionInput,
  limits: ExtractionLimits = DEFAULT_EXTRACTION_LIMITS,
  isolation: ExtractionIsolation = DEFAULT_EXTRACTION_ISOLATION,
): Promise<ExtractionResult> {
  return new Promise((resolve, reject) => {
    // A bare environment: the extraction process gets no database URL, secret or token of this one.
    const child = fork(entry, [], {
      execArgv: [`--max-old-space-size=${isolation.memoryMb}`, ...loaderArgs()],
      env: {},
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      outcome();
    };
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(
            new ExtractionError('TIMEOUT', `extraction ran past ${isolation.timeoutMs} ms and was stopped`),
          ),
        ),
      isolation.timeoutMs,
    );
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    child.on('message', (message: ExtractionReply) =>
      settle(() =>
        message.ok ? resolve(message.document) : reject(new ExtractionError(message.code, message.message)),
      ),
    );
    child.on('error', (error) => settle(() => reject(error)));
    // 'close' waits for stderr, so the out-of-memory line is in before the verdict.
    child.on('close', (_code, signal) => settle(() => reject(deathCode(signal, stderr))));
    const request: ExtractionRequest = { input, limits };
    // A process that dies before reading the request is reported by 'close', not by this callback.
    child.send(request, () => undefined);
  });
}

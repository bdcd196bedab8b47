import { releaseProcess, takeProcess } from './extraction-process.ts';
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

/** Signals that stop a whole service (a shutdown, a terminal's Ctrl-C): not the file's doing. */
const SHUTDOWN = new Set<NodeJS.Signals>(['SIGTERM', 'SIGINT', 'SIGHUP']);

function deathReason(signal: NodeJS.Signals | null, stderr: string): Error {
  if (/heap out of memory|heap limit/i.test(stderr) || signal === 'SIGABRT') {
    return new ExtractionError('OUT_OF_MEMORY', 'the document needs more memory than extraction may use');
  }
  // Thrown as a plain error, so the job is tried again once the service is back.
  if (signal && SHUTDOWN.has(signal)) return new Error(`the extraction process was stopped (${signal})`);
  return new ExtractionError('CRASHED', `the extraction process ended (${signal ?? 'no reply'})`);
}

/**
 * Extracts like `extractDocument`, in a process of its own (kept for the next file when it answered). The
 * file's own failures (limits, broken content, memory, time, a crash) reject with an `ExtractionError`; a
 * process that cannot be started or is stopped by a shutdown rejects otherwise, so that the caller may try
 * again later.
 */
export function extractInChild(
  input: ExtractionInput,
  limits: ExtractionLimits = DEFAULT_EXTRACTION_LIMITS,
  isolation: ExtractionIsolation = DEFAULT_EXTRACTION_ISOLATION,
): Promise<ExtractionResult> {
  return new Promise((resolve, reject) => {
    const slot = takeProcess(isolation.memoryMb);
    const { child } = slot;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('close', onClose);
      child.off('error', onError);
      outcome();
    };
    const onMessage = (message: ExtractionReply) =>
      settle(() => {
        releaseProcess(slot);
        if (message.ok) resolve(message.document);
        else reject(new ExtractionError(message.code, message.message));
      });
    // 'close' waits for stderr, so the out-of-memory line is in before the verdict.
    const onClose = (_code: number | null, signal: NodeJS.Signals | null) =>
      settle(() => reject(deathReason(signal, slot.stderr)));
    const onError = (error: Error) =>
      settle(() => {
        slot.kill();
        reject(error);
      });
    const timer = setTimeout(
      () =>
        settle(() => {
          slot.kill();
          reject(
            new ExtractionError('TIMEOUT', `extraction ran past ${isolation.timeoutMs} ms and was stopped`),
          );
        }),
      isolation.timeoutMs,
    );
    child.on('message', onMessage);
    child.on('close', onClose);
    child.on('error', onError);
    const request: ExtractionRequest = { input, limits };
    // A process that dies before reading the request is reported by 'close', not by this callback.
    child.send(request, () => undefined);
  });
}

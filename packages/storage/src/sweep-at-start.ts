import type { FileStorage } from './file-storage.ts';

/** The two lines a service's logger writes here (pino's fit). */
export interface SweepLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Sweeps what uploads left unfinished when a process died, once, as a service that writes uploads starts.
 * It runs beside serving (an upload begun meanwhile is fresh, never swept) and never fails the start: a
 * sweep that fails is logged and the next start tries again.
 */
export async function sweepAbandonedUploadsAtStart(storage: FileStorage, log: SweepLog): Promise<void> {
  try {
    const removed = await storage.sweepAbandonedUploads();
    log.info({ storage: storage.kind, removed }, 'abandoned uploads swept');
  } catch (err) {
    log.warn({ err, storage: storage.kind }, 'abandoned uploads not swept');
  }
}

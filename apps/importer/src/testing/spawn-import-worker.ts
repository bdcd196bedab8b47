import type { ChildProcess } from 'node:child_process';
import { spawnWorkerProcess } from './spawn-worker-process.ts';

export interface ImportWorkerSettings {
  databaseUrl: string;
  queueNamespace: string;
  googleUrl: string;
  microsoftUrl: string;
  filesDir: string;
  /** BullMQ lock duration: how soon a killed worker's job is taken over. */
  lockMs: number;
  maxBytes?: number;
  concurrency?: number;
}

/** Starts `import-worker-process.ts` as a process of its own; resolves once its worker listens. */
export function spawnImportWorker(settings: ImportWorkerSettings): Promise<ChildProcess> {
  return spawnWorkerProcess(new URL('./import-worker-process.ts', import.meta.url), {
    DATABASE_URL: settings.databaseUrl,
    QUEUE_NAMESPACE: settings.queueNamespace,
    GOOGLE_URL: settings.googleUrl,
    MICROSOFT_URL: settings.microsoftUrl,
    FILES_DIR: settings.filesDir,
    LOCK_MS: String(settings.lockMs),
    ...(settings.maxBytes ? { MAX_BYTES: String(settings.maxBytes) } : {}),
    ...(settings.concurrency ? { CONCURRENCY: String(settings.concurrency) } : {}),
  });
}

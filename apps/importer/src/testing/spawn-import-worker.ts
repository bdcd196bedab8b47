import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const WORKER = fileURLToPath(new URL('./import-worker-process.ts', import.meta.url));

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
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@grantflow/source', WORKER], {
    env: {
      ...process.env,
      DATABASE_URL: settings.databaseUrl,
      QUEUE_NAMESPACE: settings.queueNamespace,
      GOOGLE_URL: settings.googleUrl,
      MICROSOFT_URL: settings.microsoftUrl,
      FILES_DIR: settings.filesDir,
      LOCK_MS: String(settings.lockMs),
      ...(settings.maxBytes ? { MAX_BYTES: String(settings.maxBytes) } : {}),
      ...(settings.concurrency ? { CONCURRENCY: String(settings.concurrency) } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const early = (code: number | null) => reject(new Error(`import worker exited early (${code})`));
    child.once('exit', early);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('worker ready')) return;
      child.off('exit', early);
      resolve(child);
    });
  });
}

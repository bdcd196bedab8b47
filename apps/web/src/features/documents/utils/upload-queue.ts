// One upload per file (docs/product.md, Validation), a few at a time, each with its own progress and outcome; the list the upload
// modal shows. Pure: the sender is passed in (XHR in the app, a fake server answer in tests).

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export interface UploadEntry {
  readonly key: number;
  readonly label: string;
  readonly status: UploadStatus;
  /** 0…1 of the bytes sent. */
  readonly progress: number;
  /** The server's reason when it failed. */
  readonly error?: string;
}

export type SendOutcome = { ok: true } | { ok: false; error: string };
export type Sender<T> = (item: T, onProgress: (fraction: number) => void) => Promise<SendOutcome>;

/** Two at a time: the browser's own connection limit is six, and the API streams each to storage. */
export const UPLOAD_CONCURRENCY = 2;

export function initialEntries(labels: readonly string[]): UploadEntry[] {
  return labels.map((label, key) => ({ key, label, status: 'waiting', progress: 0 }));
}

export function updateEntry(
  entries: readonly UploadEntry[],
  key: number,
  change: Partial<Omit<UploadEntry, 'key' | 'label'>>,
): UploadEntry[] {
  return entries.map((entry) => (entry.key === key ? { ...entry, ...change } : entry));
}

export interface QueueSummary {
  done: number;
  failed: number;
  finished: boolean;
}

export function summarize(entries: readonly UploadEntry[]): QueueSummary {
  const done = entries.filter((e) => e.status === 'done').length;
  const failed = entries.filter((e) => e.status === 'failed').length;
  return { done, failed, finished: done + failed === entries.length };
}

/**
 * Sends every item, at most `concurrency` at once, reporting each change of an entry through `onChange`
 * (its key is the item's index). Resolves when all are settled; a failure never stops the others.
 */
export async function runUploadQueue<T>(
  items: readonly T[],
  send: Sender<T>,
  onChange: (key: number, change: Partial<Omit<UploadEntry, 'key' | 'label'>>) => void,
  concurrency = UPLOAD_CONCURRENCY,
): Promise<void> {
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const key = next;
      next += 1;
      const item = items[key] as T;
      onChange(key, { status: 'uploading', progress: 0 });
      let outcome: SendOutcome;
      try {
        outcome = await send(item, (progress) => onChange(key, { progress }));
      } catch (error) {
        outcome = { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
      onChange(
        key,
        outcome.ok ? { status: 'done', progress: 1 } : { status: 'failed', error: outcome.error },
      );
    }
  }
  const workers = Math.max(1, Math.min(concurrency, items.length));
  await Promise.all(Array.from({ length: workers }, worker));
}

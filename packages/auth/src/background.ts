const pending = new Set<Promise<unknown>>();

/**
 * Runs work the answer must not wait for (mail whose delay would tell a known address from an unknown
 * one). Failures go to `onError`; the caller's answer is already decided.
 */
export function inBackground(work: () => Promise<unknown>, onError?: (error: unknown) => void): void {
  const running = work()
    .catch((error: unknown) => onError?.(error))
    .finally(() => pending.delete(running));
  pending.add(running);
}

/** Waits for background work started so far (tests, graceful shutdown). */
export async function settleBackground(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

import { useEffect, useRef } from 'react';

/**
 * Calls `poll` at once and then every `intervalMs` while `enabled`. A poll still running when the next is
 * due is not doubled: the next one waits for it to settle. `poll` may change between renders (latest wins).
 */
export function usePolling(
  poll: (signal: AbortSignal) => Promise<void>,
  intervalMs: number,
  enabled: boolean,
  /** Changing it restarts the cycle with an immediate poll (e.g. right after starting an import). */
  restartKey: unknown = 0,
) {
  const latest = useRef(poll);
  latest.current = poll;
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        await latest.current(controller.signal);
      } catch {
        // A failed poll shows its error through the caller's state; the next tick tries again.
      }
      if (!controller.signal.aborted) timer = setTimeout(tick, intervalMs);
    };
    void tick();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [intervalMs, enabled, restartKey]);
}

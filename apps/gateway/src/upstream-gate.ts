import net from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * While a service is down (the launcher restarting it), requests for it wait for it to listen again instead
 * of failing. The first request that meets the refused connection marks the upstream down (it fails with
 * 503: its body stream is spent and cannot be sent again); until a TCP probe connects, later requests wait
 * here, before anything is sent, up to `timeoutMs`. A service still down after that is stopped, not
 * restarting: its requests are then answered at once (the caller's coded 503) until a probe, every
 * `recheckMs`, finds it listening again, so a stopped assistant does not hold every page that asks it.
 */
export interface UpstreamGate {
  markDown(url: string): void;
  /**
   * Resolves true at once for an upstream not known to be down, or once it listens again; false when it
   * stayed down past the wait (the request should be answered 503 without trying it).
   */
  wait(url: string): Promise<boolean>;
  /** Stops the background probes (the gateway closing). */
  close(): void;
}

function canConnect(url: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export function createUpstreamGate(
  options: { timeoutMs?: number; probeMs?: number; recheckMs?: number } = {},
): UpstreamGate {
  const { timeoutMs = 15_000, probeMs = 100, recheckMs = 1_000 } = options;
  const down = new Map<string, Promise<boolean>>();
  const stopped = new Set<string>();
  let closed = false;
  const waitUntilBack = async (url: string) => {
    const target = new URL(url);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await canConnect(target)) return true;
      await delay(probeMs);
    }
    return false;
  };
  const recheck = async (url: string) => {
    const target = new URL(url);
    while (!closed && stopped.has(url)) {
      await delay(recheckMs, undefined, { ref: false });
      if (await canConnect(target)) stopped.delete(url);
    }
  };
  return {
    markDown(url) {
      if (down.has(url) || stopped.has(url)) return;
      const back = waitUntilBack(url).then((listening) => {
        down.delete(url);
        if (!listening && !closed) {
          stopped.add(url);
          void recheck(url);
        }
        return listening;
      });
      down.set(url, back);
    },
    async wait(url) {
      if (stopped.has(url)) return false;
      return (await down.get(url)) ?? true;
    },
    close() {
      closed = true;
      stopped.clear();
    },
  };
}

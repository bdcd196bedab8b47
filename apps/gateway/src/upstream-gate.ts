import net from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * While a service is down (the launcher restarting it, issue 12 finding 10), requests for it wait for
 * it to listen again instead of failing. The first request that meets the refused connection marks the
 * upstream down (it fails with 503: its body stream is spent and cannot be sent again); until a TCP probe
 * connects, later requests wait here, before anything is sent, up to `timeoutMs`.
 */
export interface UpstreamGate {
  markDown(url: string): void;
  /** Resolves at once for an upstream not known to be down; else once it listens or the wait ends. */
  wait(url: string): Promise<void>;
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

export function createUpstreamGate(options: { timeoutMs?: number; probeMs?: number } = {}): UpstreamGate {
  const { timeoutMs = 15_000, probeMs = 100 } = options;
  const down = new Map<string, Promise<void>>();
  const waitUntilBack = async (url: string) => {
    const target = new URL(url);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && !(await canConnect(target))) await delay(probeMs);
  };
  return {
    markDown(url) {
      if (down.has(url)) return;
      down.set(
        url,
        waitUntilBack(url).finally(() => down.delete(url)),
      );
    },
    async wait(url) {
      await down.get(url);
    },
  };
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

export type CloseHook = () => Promise<unknown> | unknown;

export interface RunServerOptions {
  port: number;
  host: string;
  /** Run in order after the HTTP server has drained: end pools, drain workers. */
  onClose?: CloseHook[];
  /** How long in-flight requests may take before their connections are cut. */
  drainMs?: number;
  /** Hard limit for the whole shutdown; the process exits with 1 when it is reached. */
  exitAfterMs?: number;
  /** Install SIGTERM/SIGINT handlers (off in tests that run several servers in one process). */
  handleSignals?: boolean;
}

export interface RunningServer {
  /** `http://host:port` actually bound (useful with port 0). */
  url: string;
  /** What SIGTERM/SIGINT call: stop taking requests, finish in-flight ones, run onClose hooks. */
  shutdown: () => Promise<void>;
}

/**
 * Listens and arranges a graceful shutdown. While closing, Fastify answers requests that still
 * arrive on open connections with 503 and `Connection: close`, and the listening socket is
 * closed so new connections are refused; in-flight requests finish; then the onClose hooks run.
 * Everything must be done within 30 s (the usual Kubernetes grace period).
 */
export async function runServer(app: FastifyInstance, options: RunServerOptions): Promise<RunningServer> {
  const { port, host, onClose = [], drainMs = 20_000, exitAfterMs = 28_000, handleSignals = true } = options;
  // Responses still being produced when shutdown starts must carry `Connection: close`, or
  // keep-alive clients hold their sockets open and the server cannot finish closing.
  const inFlight = new Set<ServerResponse>();
  app.server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  const url = await app.listen({ port, host });

  let closing: Promise<void> | undefined;
  let grace: ReturnType<typeof closeWithGrace> | undefined;

  const close = async () => {
    app.log.info({ inFlight: inFlight.size }, 'shutting down: draining in-flight requests');
    for (const response of inFlight) {
      if (!response.headersSent) response.setHeader('connection', 'close');
    }
    // Sockets that go idle after their last response (streamed ones, already past headers) are
    // reaped here rather than waiting for the client's keep-alive timeout.
    const reap = setInterval(() => app.server.closeIdleConnections(), 200);
    reap.unref();
    const cut = setTimeout(() => {
      app.log.warn({ drainMs }, 'drain time exceeded, closing remaining connections');
      app.server.closeAllConnections();
    }, drainMs);
    cut.unref();
    try {
      await app.close();
    } finally {
      clearTimeout(cut);
      clearInterval(reap);
    }
    for (const hook of onClose) {
      try {
        await hook();
      } catch (err) {
        app.log.error({ err }, 'shutdown hook failed');
      }
    }
    app.log.info('shutdown complete');
  };

  const closeOnce = (): Promise<void> => {
    closing ??= close();
    return closing;
  };

  const shutdown = () => {
    // Called directly (not from a signal): the process lives on, so stop listening for signals.
    grace?.uninstall();
    return closeOnce();
  };

  if (handleSignals) {
    grace = closeWithGrace(
      {
        delay: exitAfterMs,
        logger: { error: (message: unknown) => app.log.error({ detail: message }, 'shutdown') },
      },
      async ({ signal, err }) => {
        if (err) app.log.error({ err }, 'fatal error, shutting down');
        else app.log.info({ signal }, 'signal received');
        await closeOnce();
      },
    );
  }

  return { url, shutdown };
}

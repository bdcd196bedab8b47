import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net from 'node:net';
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
  /** How long idle kept-alive connections are left to their clients before the server closes them. */
  idleGraceMs?: number;
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
 * A draining server closes an idle kept-alive connection only after this quiet period. Closing it at once
 * races with a client (the gateway) that is just sending a request on it: the request is lost, and the
 * client cannot tell whether it ran. Clients that keep idle connections for less (the gateway:
 * `UPSTREAM_KEEP_ALIVE_MS`) close them themselves first, or send on them and get the closing 503.
 */
export const DRAIN_IDLE_GRACE_MS = 2_500;

/** Resolves once the server has no open connection, or after `ms`. */
function connectionsGone(server: Server, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      clearInterval(poll);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const poll = setInterval(() => {
      server.getConnections((err, count) => {
        if (err || count === 0) done();
      });
    }, 50);
    timer.unref();
    poll.unref();
  });
}

/**
 * Listens and arranges a graceful shutdown. While closing, Fastify answers requests that still
 * arrive on open connections with 503 and `Connection: close`, and the listening socket is
 * closed so new connections are refused; idle connections get `idleGraceMs` to be closed by their
 * clients; in-flight requests finish; then the onClose hooks run.
 * Everything must be done within 30 s (the usual Kubernetes grace period).
 */
export async function runServer(app: FastifyInstance, options: RunServerOptions): Promise<RunningServer> {
  const {
    port,
    host,
    onClose = [],
    drainMs = 20_000,
    idleGraceMs = DRAIN_IDLE_GRACE_MS,
    exitAfterMs = 28_000,
    handleSignals = true,
  } = options;
  // Responses still being produced when shutdown starts must carry `Connection: close`, or
  // keep-alive clients hold their sockets open and the server cannot finish closing.
  const inFlight = new Set<ServerResponse>();
  app.server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  let draining = false;
  // Runs once Fastify is closing (requests on open connections get its 503 with `Connection: close`)
  // and before it closes the server, which would destroy idle connections at once (Node's
  // server.close()): stop accepting connections first, then give idle ones the quiet period.
  app.addHook('preClose', async () => {
    if (!draining) return;
    // net's close only stops listening; http's would also destroy the idle kept-alive connections.
    net.Server.prototype.close.call(app.server);
    await connectionsGone(app.server, idleGraceMs);
  });
  const url = await app.listen({ port, host });

  let closing: Promise<void> | undefined;
  let grace: ReturnType<typeof closeWithGrace> | undefined;

  const close = async () => {
    app.log.info({ inFlight: inFlight.size }, 'shutting down: draining in-flight requests');
    for (const response of inFlight) {
      if (!response.headersSent) response.setHeader('connection', 'close');
    }
    draining = true;
    // Sockets that go idle after their last response (streamed ones, already past headers) are closed
    // after the same quiet period rather than the usual keep-alive timeout (72 s).
    app.server.keepAliveTimeout = idleGraceMs;
    const cut = setTimeout(() => {
      app.log.warn({ drainMs }, 'drain time exceeded, closing remaining connections');
      app.server.closeAllConnections();
    }, drainMs);
    cut.unref();
    try {
      await app.close();
    } finally {
      clearTimeout(cut);
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

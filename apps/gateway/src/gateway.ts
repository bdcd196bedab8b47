import type { IncomingHttpHeaders } from 'node:http';
import fastifyHttpProxy from '@fastify/http-proxy';
import { DEFAULT_MAX_UPLOAD_MB } from '@grantflow/service/body-limits';
import { errorBody, GENERIC_ERROR } from '@grantflow/service/errors';
import { registerHealth } from '@grantflow/service/health';
import type { Logger } from '@grantflow/service/logger';
import { REQUEST_ID_HEADER } from '@grantflow/service/request-id';
import { createServer } from '@grantflow/service/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bodyTooLargeIn, registerBodyLimit } from './body-limit.ts';
import { clientGone, dropIfClientGone } from './client-gone.ts';
import { type LegalPageUrls, registerLegalPages } from './legal-pages.ts';
import { PROXY_ROUTES, type UpstreamName } from './route-table.ts';
import { SERVICE_UNAVAILABLE_HEADERS, serviceUnavailableBody } from './service-unavailable.ts';
import { registerSessionCookie } from './session-cookie.ts';
import { registerWebBuild, spaFallback } from './spa.ts';
import { createUpstreamGate } from './upstream-gate.ts';
import { upstreamChecks } from './upstream-readiness.ts';
import { retryUnsentWith, UPSTREAM_RETRY, type UpstreamRetry } from './upstream-retry.ts';

export interface GatewayOptions {
  /** Base URLs of the services, e.g. `{ api: 'http://127.0.0.1:4101', … }`. */
  upstreams: Record<UpstreamName, string>;
  /** Directory of the web build (holding index.html and assets/). */
  webDist: string;
  logger: Logger;
  /** CORS_ORIGINS: origins allowed to call with credentials; none (the default) = same origin only. */
  corsOrigins?: readonly string[];
  /** TRUST_PROXY: hops in front of the gateway (a TLS proxy) trusted for X-Forwarded-For/-Proto; default 0. */
  trustProxyHops?: number;
  /** MAX_UPLOAD_MB: the upload body limit; JSON bodies are limited to 1 MiB. */
  maxUploadMb?: number;
  /** PUBLIC_URL: the address users reach the site at; its origin always counts as the gateway's own. */
  publicUrl?: string;
  /** PRIVACY_URL / TERMS_URL: /privacy and /terms redirect there when set (legal-pages.ts). */
  legalPages?: LegalPageUrls;
  /** How long requests wait for a service that went down, and how often a stopped one is probed. */
  upstreamGate?: { timeoutMs?: number; probeMs?: number; recheckMs?: number };
  /** How often and how far apart a request the service never saw is sent again (default UPSTREAM_RETRY). */
  upstreamRetry?: UpstreamRetry;
}

// The upstream logs under the same request id as the gateway, and can build absolute URLs
// (OAuth redirects) from the forwarded host and scheme. `Expect` is hop-by-hop in practice: Node already
// answered the client's 100-continue, and undici refuses to send the header at all (a 502 for every
// `curl -F` upload over 1 MB).
function forwardedHeaders(
  request: Pick<FastifyRequest, 'id' | 'ip' | 'host' | 'protocol'>,
  { expect: _expect, ...headers }: IncomingHttpHeaders,
): IncomingHttpHeaders {
  return {
    ...headers,
    [REQUEST_ID_HEADER]: request.id,
    'x-forwarded-for': request.ip,
    'x-forwarded-host': request.host,
    'x-forwarded-proto': request.protocol,
  };
}

/**
 * How long an idle pooled connection to a service is kept. It must stay below the services' drain grace
 * (`DRAIN_IDLE_GRACE_MS`, @grantflow/service/run-server): a draining service closes an idle connection only
 * after that quiet period, so the gateway always drops it first and never sends on a socket being closed.
 */
export const UPSTREAM_KEEP_ALIVE_MS = 1_000;

function causeCode(error: Error): unknown {
  return error.cause instanceof Error ? (error.cause as NodeJS.ErrnoException).code : undefined;
}

/** Fastify's trustProxy for a hop count: only the nearest `hops` proxies are believed (0: none). */
function trustProxyOption(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops > 0 ? (_address, hop) => hop < hops : false;
}

/** A service that is down or restarting: the coded 503 naming it, which the client can retry. */
function isUnreachable(error: Error & { statusCode?: number }): boolean {
  return (
    causeCode(error) === 'ECONNREFUSED' ||
    (error as NodeJS.ErrnoException).code === 'ECONNREFUSED' ||
    error.statusCode === 503
  );
}

/** A service that failed mid-request: 502 (504 for its timeout), coded, GraphQL-shaped on /graphql. */
function upstreamFailureStatus(error: Error & { statusCode?: number }): 502 | 504 {
  return error.statusCode === 504 ? 504 : 502;
}

/**
 * One origin for the browser: the services behind their path prefixes, the web app for the rest.
 * Used in front of the per-service containers; the standalone launcher may mount the apps directly.
 */
export function buildGateway({
  upstreams,
  webDist,
  logger,
  corsOrigins = [],
  trustProxyHops = 0,
  maxUploadMb = DEFAULT_MAX_UPLOAD_MB,
  publicUrl,
  upstreamGate,
  upstreamRetry = UPSTREAM_RETRY,
  legalPages = {},
}: GatewayOptions): FastifyInstance {
  const app = createServer({
    logger,
    notFound: spaFallback(webDist),
    corsOrigins,
    trustProxy: trustProxyOption(trustProxyHops),
  });
  // Ready on its own account: one stopped service leaves the rest of the site served (routes of the
  // missing one answer a coded 503); each service's readiness is reported beside it for operators.
  registerHealth(app, { reports: upstreamChecks(upstreams) });
  registerBodyLimit(app, maxUploadMb);
  registerSessionCookie(app, publicUrl);

  // http-proxy adds its pass-through body parsers only without a `preValidation` option (the gate's):
  // JSON stays parsed by Fastify (so it can be sent again), every other body streams through unchanged.
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  const webApp = spaFallback(webDist);
  const gate = createUpstreamGate(upstreamGate);
  app.addHook('onClose', async () => gate.close());
  for (const { prefix, upstream, suffix, secretInPath } of PROXY_ROUTES) {
    app.register(fastifyHttpProxy, {
      upstream: upstreams[upstream],
      // A service being restarted: requests it never saw are sent again (upstream-retry.ts), and once
      // retries are exhausted the next ones wait for it at the gate (upstream-gate.ts), both bounded.
      preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
        const reachable = await gate.wait(upstreams[upstream]);
        dropIfClientGone(request, reply);
        if (reachable || reply.sent) return;
        return reply
          .code(503)
          .headers(SERVICE_UNAVAILABLE_HEADERS)
          .send(serviceUnavailableBody(upstream, request.url));
      },
      prefix,
      rewritePrefix: prefix,
      undici: { keepAliveTimeout: UPSTREAM_KEEP_ALIVE_MS, keepAliveMaxTimeout: UPSTREAM_KEEP_ALIVE_MS },
      // reply-from's own "fetching from remote server" / "response received" lines would say again what the
      // one request line already says.
      disableRequestLogging: true,
      ...(secretInPath ? { logLevel: 'warn' as const } : {}),
      ...(suffix
        ? {
            preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
              if (!(request.url.split('?')[0] ?? '').endsWith(suffix)) return webApp(request, reply);
            },
          }
        : {}),
      replyOptions: {
        rewriteRequestHeaders: forwardedHeaders,
        retryDelay: retryUnsentWith(upstreamRetry) as never,
        onError: (reply, { error }) => {
          // A chunked body that outgrew its limit aborted the proxied request: the caller's 413.
          const tooLarge = bodyTooLargeIn(error);
          if (tooLarge) return reply.send(tooLarge);
          // The client hung up mid-request and its abort was passed on: routine, and nobody is left to answer.
          if (clientGone(reply.request)) {
            reply.log.info({ err: error, upstream }, 'caller closed the connection');
            return reply.hijack();
          }
          if (causeCode(error) === 'ECONNREFUSED' || (error as NodeJS.ErrnoException).code === 'ECONNREFUSED')
            gate.markDown(upstreams[upstream]);
          if (isUnreachable(error)) {
            reply.log.warn({ err: error, upstream, status: 503 }, 'upstream unavailable');
            return reply
              .code(503)
              .headers(SERVICE_UNAVAILABLE_HEADERS)
              .send(serviceUnavailableBody(upstream, reply.request.url));
          }
          const status = upstreamFailureStatus(error);
          reply.log.warn({ err: error, upstream, status }, 'upstream request failed');
          const codes = {
            code: status === 504 ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_FAILED',
            params: { service: upstream },
          };
          // reply-from types its reply for any server kind; this gateway is an HTTP/1 server.
          const request = reply.request as FastifyRequest;
          reply.code(status).send(errorBody(request, status, GENERIC_ERROR, codes));
        },
      },
    });
  }

  registerLegalPages(app, legalPages);
  registerWebBuild(app, webDist);
  return app;
}

import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { Logger } from 'pino';
import { JSON_BODY_LIMIT_BYTES } from './body-limits.ts';
import { registerClosingRefusal } from './closing-refusal.ts';
import { registerCors } from './cors.ts';
import { type ErrorMapper, installErrorHandlers } from './errors.ts';
import { registerInputGuard } from './input-guard.ts';
import { registerJsonBodyParser } from './json-body.ts';
import { requestLineLogger } from './logger.ts';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id.ts';
import { registerSecurityHeaders } from './security-headers.ts';

export type CreateServerOptions = Omit<FastifyServerOptions, 'logger' | 'loggerInstance' | 'genReqId'> & {
  logger: Logger;
  /** Replaces the JSON 404 (the gateway answers unknown paths with the web app). */
  notFound?: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /** Maps the application's own errors (domain codes) to a status and message before the generic rules. */
  mapError?: ErrorMapper;
  /** Origins allowed to call with credentials (CORS_ORIGINS); empty (the default) means same origin only. */
  corsOrigins?: readonly string[];
};

/**
 * A Fastify instance with the conventions every Grantflow server shares: the given pino logger,
 * a request id carried in `x-request-id` (taken from the caller or generated, echoed back),
 * JSON errors without stack traces and a JSON 404; security headers, same-origin CORS (plus the
 * allow-list), a 1 MiB JSON body limit answered with a coded 413, control characters refused, and a
 * 503 with Retry-After while PostgreSQL is unreachable.
 */
/**
 * One log line per request, when it is answered, with the request in it (Fastify's default writes two:
 * received and completed), so each request is one line to read and correlate. Errors are logged as
 * before.
 */
class OneLineRequestLog extends LogController {
  constructor(private readonly lines: Logger) {
    super();
  }

  override incomingRequest(): void {}

  /** The request's own logger decides, as before: a route may log at a quieter level ('silent' has no value). */
  private infoEnabled(log: FastifyBaseLogger): boolean {
    const { values } = this.lines.levels;
    return (values[log.level] ?? Number.POSITIVE_INFINITY) <= (values.info ?? 30);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else if (this.infoEnabled(reply.log)) {
      // The line skips redaction (logger.ts).
      this.lines.info(
        {
          reqId: request.id,
          req: request,
          res: { statusCode: reply.statusCode },
          responseTime: reply.elapsedTime,
        },
        'request completed',
      );
    }
  }
}

export function createServer({
  logger,
  notFound,
  mapError,
  corsOrigins = [],
  ...options
}: CreateServerOptions): FastifyInstance {
  // Typed as Fastify's base logger so the instance is a plain FastifyInstance for plugins.
  const loggerInstance: FastifyBaseLogger = logger;
  const app: FastifyInstance = Fastify({
    // JSON and form bodies; upload routes set their own (bodyLimitBytes('upload', MAX_UPLOAD_MB)).
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Answered by registerClosingRefusal, coded.
    return503OnClosing: false,
    ...options,
    loggerInstance,
    genReqId: requestIdFrom,
    logController: new OneLineRequestLog(requestLineLogger(logger)),
  });
  registerClosingRefusal(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  // Every route of every server gets these by construction.
  registerSecurityHeaders(app);
  registerCors(app, corsOrigins);
  registerJsonBodyParser(app);
  registerInputGuard(app);
  installErrorHandlers(app, notFound, mapError);
  return app;
}

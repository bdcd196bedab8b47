import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Logger } from 'pino';
import { type ErrorMapper, installErrorHandlers } from './errors.ts';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id.ts';

export type CreateServerOptions = Omit<FastifyServerOptions, 'logger' | 'loggerInstance' | 'genReqId'> & {
  logger: Logger;
  /** Replaces the JSON 404 (the gateway answers unknown paths with the web app). */
  notFound?: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /** Maps the application's own errors (domain codes) to a status and message before the generic rules. */
  mapError?: ErrorMapper;
};

/**
 * A Fastify instance with the conventions every Grantflow server shares: the given pino logger,
 * a request id carried in `x-request-id` (taken from the caller or generated, echoed back),
 * JSON errors without stack traces and a JSON 404.
 */
export function createServer({
  logger,
  notFound,
  mapError,
  ...options
}: CreateServerOptions): FastifyInstance {
  // Typed as Fastify's base logger so the instance is a plain FastifyInstance for plugins.
  const loggerInstance: FastifyBaseLogger = logger;
  const app: FastifyInstance = Fastify({
    ...options,
    loggerInstance,
    genReqId: requestIdFrom,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  installErrorHandlers(app, notFound, mapError);
  return app;
}

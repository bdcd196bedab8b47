import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './envelope.ts';

export const GENERIC_ERROR = 'Something went wrong';

function statusOf(error: FastifyError): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

/**
 * Client errors (4xx: validation, bad JSON, HttpError…) keep their status and message; anything
 * else is logged with its stack and answered with a generic message so internals never leak.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = statusOf(error);
  if (status < 500) {
    request.log.info({ err: error }, 'request failed');
    return reply.code(status).send(fail(status, error.message));
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.code(status).send(fail(status, GENERIC_ERROR));
}

export function handleNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send(fail(404, `No route for ${request.method} ${request.url.split('?')[0]}`));
}

export function installErrorHandlers(
  app: FastifyInstance,
  notFound: (request: FastifyRequest, reply: FastifyReply) => unknown = handleNotFound,
): void {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(notFound);
}

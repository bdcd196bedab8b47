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
  return errorHandler()(error, request, reply);
}

/** A known error as the client should see it, or null to fall back to the generic rules. */
export type ErrorMapper = (error: unknown) => { status: number; message: string } | null;

/** The error handler, with the application's own mapping (e.g. domain error codes) tried first. */
export function errorHandler(mapError?: ErrorMapper) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const mapped = mapError?.(error);
    if (mapped) {
      request.log.info({ err: error }, 'request refused');
      return reply.code(mapped.status).send(fail(mapped.status, mapped.message));
    }
    return genericHandler(error, request, reply);
  };
}

function genericHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
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
  mapError?: ErrorMapper,
): void {
  app.setErrorHandler(errorHandler(mapError));
  app.setNotFoundHandler(notFound);
}

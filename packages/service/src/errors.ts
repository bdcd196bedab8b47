import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAYLOAD_TOO_LARGE_CODE, payloadTooLargeMessage } from './body-limits.ts';
import { type ErrorCodes, fail, failCoded } from './envelope.ts';
import { graphqlErrorBody, isGraphqlRequest } from './graphql-answer.ts';
import { isJsonTooDeep, JSON_TOO_DEEP_CODE } from './json-body.ts';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from './pg.ts';

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
export type ErrorMapper = (error: unknown) => {
  status: number;
  message: string;
  codes?: ErrorCodes;
  /** Sent with the answer (a 429's Retry-After). */
  headers?: Readonly<Record<string, string>>;
} | null;

/**
 * A client sending this header (any value) gets the error's codes in the envelope besides `error`
 * (`{status, error, data, code, params, issue, fields, fieldErrors}`); others get the plain envelope (docs/product.md, REST calls).
 */
export const ERROR_CODES_HEADER = 'grantflow-error-codes';

function wantsCodes(request: FastifyRequest): boolean {
  return request.headers[ERROR_CODES_HEADER] !== undefined;
}

/** The envelope of a failure, with its codes when the client asked for them; GraphQL's shape on its path. */
export function errorBody(request: FastifyRequest, status: number, message: string, codes: ErrorCodes) {
  if (isGraphqlRequest(request)) return graphqlErrorBody(message, codes);
  return wantsCodes(request) ? failCoded(status, message, codes) : fail(status, message);
}

/** The error handler, with the application's own mapping (e.g. domain error codes) tried first. */
export function errorHandler(mapError?: ErrorMapper) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const mapped = mapError?.(error);
    if (mapped) {
      request.log.info({ err: error }, 'request refused');
      const codes = mapped.codes ?? { code: 'HTTP_ERROR', params: { status: mapped.status } };
      if (mapped.headers) reply.headers(mapped.headers);
      return reply.code(mapped.status).send(errorBody(request, mapped.status, mapped.message, codes));
    }
    return genericHandler(error, request, reply);
  };
}

function genericHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return tooLarge(error, request, reply);
  if (isJsonTooDeep(error)) {
    request.log.info({ limit: error.limit }, 'request body nested too deep');
    const codes = { code: JSON_TOO_DEEP_CODE, params: { limit: error.limit } };
    return reply.code(400).send(errorBody(request, 400, error.message, codes));
  }
  if (isDatabaseUnavailable(error)) return unavailable(error, request, reply);
  const status = statusOf(error);
  if (status < 500) {
    request.log.info({ err: error }, 'request failed');
    // Not a domain error: its text is the caller's only detail, the code just says which HTTP status (for a
    // GraphQL client, that the request itself was refused, as GraphQL servers code it).
    const codes = isGraphqlRequest(request)
      ? { code: 'BAD_REQUEST' }
      : { code: 'HTTP_ERROR', params: { status } };
    return reply.code(status).send(errorBody(request, status, error.message, codes));
  }
  if (callerGone(request)) {
    // The caller hung up mid-request (a closed tab, a load test stopping): the proxied or streamed answer
    // fails with it. Routine, not a fault to page anyone about, and nobody is left to answer.
    request.log.info({ err: error }, 'caller closed the connection');
    return reply;
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.code(status).send(errorBody(request, status, GENERIC_ERROR, { code: 'INTERNAL' }));
}

function callerGone(request: FastifyRequest): boolean {
  return request.raw.socket?.destroyed === true;
}

/** 413 with the route's limit, coded. */
function tooLarge(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  // A limit checked before routing (the gateway's, per kind of body) travels on the error itself.
  const own = (error as FastifyError & { limitBytes?: unknown }).limitBytes;
  const limitBytes =
    typeof own === 'number'
      ? own
      : (request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 0);
  request.log.info({ limitBytes }, 'request body too large');
  // The rest of the body is never read: the connection cannot carry another request.
  return reply
    .header('connection', 'close')
    .code(413)
    .send(
      errorBody(request, 413, payloadTooLargeMessage(limitBytes), {
        code: PAYLOAD_TOO_LARGE_CODE,
        params: { limitBytes },
      }),
    );
}

/**
 * PostgreSQL unreachable: 503 with Retry-After so clients and balancers retry. An
 * outage is not a bug: logged at warn with its error code, no stack, no SQL.
 */
function unavailable(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  request.log.warn({ errCode: error.code }, 'database unavailable');
  return reply
    .code(503)
    .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
    .send(errorBody(request, 503, GENERIC_ERROR, { code: 'UNAVAILABLE' }));
}

export function handleNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const message = `No route for ${request.method} ${request.url.split('?')[0]}`;
  if (isGraphqlRequest(request))
    return reply.code(404).send(graphqlErrorBody(message, { code: 'NOT_FOUND' }));
  return reply.code(404).send(fail(404, message));
}

export function installErrorHandlers(
  app: FastifyInstance,
  notFound: (request: FastifyRequest, reply: FastifyReply) => unknown = handleNotFound,
  mapError?: ErrorMapper,
): void {
  app.setErrorHandler(errorHandler(mapError));
  app.setNotFoundHandler(notFound);
}

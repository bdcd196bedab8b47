import { restErrorFor } from '@grantflow/auth/rest-auth';
import { isJsonTooDeep } from '@grantflow/service/json-body';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** The drive calls' refusal: `{ success: false, message, code }` with the status REST maps the code to. */
export function driveErrorReply(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const mapped = restErrorFor(error);
  if (mapped) {
    return reply.code(mapped.status).send({ success: false, message: mapped.message, ...mapped.codes });
  }
  if (isJsonTooDeep(error)) {
    return reply
      .code(400)
      .send({ success: false, message: error.message, code: error.code, params: { limit: error.limit } });
  }
  const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'drive call failed');
  return reply.code(status).send({
    success: false,
    message: status >= 500 ? 'Something went wrong' : error.message,
    code: status >= 500 ? 'INTERNAL' : 'HTTP_ERROR',
  });
}

import { PAYLOAD_TOO_LARGE_CODE, payloadTooLargeMessage } from '@grantflow/service/body-limits';
import { errorHandler } from '@grantflow/service/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Errors Fastify raises before Yoga sees the request (body over the limit, broken JSON, an unsupported
 * content type), answered in GraphQL's shape so a GraphQL client reads a coded error instead of the REST
 * envelope: 413 `PAYLOAD_TOO_LARGE` with the limit, other 4xx `BAD_REQUEST` with Fastify's own message.
 * Anything else takes the shared handler (generic text, 503 for a database outage).
 */
export function graphqlRouteErrorHandler() {
  const shared = errorHandler();
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const status = error.statusCode ?? 500;
    if (status < 400 || status >= 500) return shared(error, request, reply);
    request.log.info({ errCode: error.code, status }, 'GraphQL request refused before parsing');
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limitBytes = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 0;
      return reply.code(413).send({
        errors: [
          {
            message: payloadTooLargeMessage(limitBytes),
            extensions: { code: PAYLOAD_TOO_LARGE_CODE, params: { limitBytes } },
          },
        ],
      });
    }
    return reply
      .code(status)
      .send({ errors: [{ message: error.message, extensions: { code: 'BAD_REQUEST' } }] });
  };
}

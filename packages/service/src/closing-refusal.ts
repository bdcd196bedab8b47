import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './pg.ts';

export const SHUTTING_DOWN_MESSAGE = 'The service is shutting down; try again.';

/**
 * Requests that arrive on an open connection while the server closes get 503 with `Connection: close`, as
 * Fastify's own closing path answers them, but coded and in the route's shape (GraphQL's on `/graphql`):
 * Fastify writes a fixed body of its own that no client of ours reads (createServer turns that path off).
 */
export function registerClosingRefusal(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    return reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
      .send(errorBody(request, 503, SHUTTING_DOWN_MESSAGE, { code: 'UNAVAILABLE' }));
  });
}

import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { authenticate } from '@grantflow/auth/authenticate';
import { restErrorFor } from '@grantflow/auth/rest-auth';
import { bearerToken } from '@grantflow/auth/token';
import { DomainError } from '@grantflow/domain/shared/errors';
import type { GrantflowQueue } from '@grantflow/queue/queue-backend';
import { fail } from '@grantflow/service/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../deps.ts';

// Bull Board at /admin/queues for ADMIN users only; everyone else gets 401/403 on
// every page and API route of the board, before bull-board sees the request. The browser opens it as a
// page, so the web app's session cookie (`token`) authenticates as well as a bearer header.

export const ADMIN_QUEUES_PATH = '/admin/queues';

function cookieToken(request: FastifyRequest): string | null {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === 'token') return decodeURIComponent(value.join('='));
  }
  return null;
}

export async function registerAdminQueues(
  app: FastifyInstance,
  deps: RouteDeps,
  queues: ReadonlyArray<GrantflowQueue<unknown>>,
): Promise<void> {
  const board = new FastifyAdapter();
  board.setBasePath(ADMIN_QUEUES_PATH);
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue as never)),
    serverAdapter: board,
    options: { uiConfig: { boardTitle: 'Grantflow queues' } },
  });
  await app.register(async (scope) => {
    // Answered here rather than thrown: bull-board's own error handler would turn a throw into a 500.
    scope.addHook('onRequest', async (request, reply) => {
      const token = bearerToken(request.headers.authorization) ?? cookieToken(request);
      const authentication = token
        ? await authenticate(deps.db, `Bearer ${token}`, deps.config.AUTH_SECRET)
        : null;
      let refusal: DomainError | null = null;
      if (!authentication?.user.authorized) refusal = new DomainError('UNAUTHORIZED');
      else if (authentication.user.role !== 'ADMIN') refusal = new DomainError('FORBIDDEN');
      const mapped = refusal && restErrorFor(refusal);
      if (mapped)
        return reply.code(mapped.status).send({ ...fail(mapped.status, mapped.message), ...mapped.codes });
    });
    await scope.register(board.registerPlugin(), { prefix: ADMIN_QUEUES_PATH });
  });
}

import { ok } from '@grantflow/service/envelope';
import { restRoutes } from '@grantflow/service/tenant-route';
import { createSupportTicket } from '@grantflow/use-cases/support/create-support-ticket';
import { supportTicketBodySchema } from '@grantflow/validation/support';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { restAccountDeps } from './account-deps.ts';

/**
 * POST /support {name, organization, email, message, user_id}: signed-in, authorized users; the ticket
 * is stored under their organisation and e-mailed to SUPPORT_EMAIL.
 */
export async function registerSupportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const accounts = restAccountDeps(deps);
  const { userRoute } = restRoutes({ db: deps.db, authSecret: deps.config.AUTH_SECRET });
  app.post(
    '/support',
    { config: { idempotent: true } },
    userRoute({
      input: supportTicketBodySchema,
      run: async ({ authentication, input, request }) =>
        ok(await createSupportTicket(accounts, authentication.user, input, { ip: request.ip })),
    }),
  );
}

import { createRestAuth } from '@grantflow/auth/rest-auth';
import { ok } from '@grantflow/service/envelope';
import { createManagedOrganization } from '@grantflow/use-cases/organization/create-managed-organization';
import { listManagerLinks } from '@grantflow/use-cases/organization/list-manager-links';
import type { CreatedOrganization } from '@grantflow/validation/rest-wire';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';

/**
 * Manager links and organisation creation (docs/product.md, REST calls):
 * - GET /managers/:userId → a bare list `[{organization: {id, name}}]` (as the contract has it); the caller's
 *   own id only, or any id for an ADMIN.
 * - POST /managers/organisation {user_id, name, fiscal_year_start_date} → `{status, error, data}`;
 *   ADMIN and MANAGER only; the new organisation is linked to the manager.
 * Refusals come back through the domain-error mapping (401 unauthorized, 403 forbidden, 404 not found).
 */
export async function registerManagerRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const auth = createRestAuth({ db: deps.db, authSecret: deps.config.AUTH_SECRET });

  app.get<{ Params: { userId: string } }>('/managers/:userId', async (request) => {
    const user = (await auth.authentication(request))?.user;
    return listManagerLinks(deps.db, user, request.params.userId);
  });

  app.post('/managers/organisation', { config: { idempotent: true } }, async (request) => {
    const user = (await auth.authentication(request))?.user;
    const organization = await createManagedOrganization(deps.db, user, request.body);
    return ok({ id: organization.id, name: organization.name } satisfies CreatedOrganization);
  });
}

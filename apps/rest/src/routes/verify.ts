import { verifyUser } from '@grantflow/auth/verify-user';
import { ok } from '@grantflow/service/envelope';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.ts';
import { restAccountDeps } from './account-deps.ts';

/**
 * POST /verify {token} → `{status: 200, error: null, data: <session token>}`; an unknown, used or
 * expired token → status 400 with 'This link is invalid or has expired.'. Anonymous by design.
 */
export async function registerVerifyRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const accounts = restAccountDeps(deps);
  app.post('/verify', async (request) =>
    ok(await verifyUser(accounts, request.body ?? {}, { ip: request.ip })),
  );
}

import { assertAuthorized } from '@grantflow/auth/effective-organization';
import { createRestAuth, type RequestLike } from '@grantflow/auth/rest-auth';
import {
  getTwoFactorSetup,
  requestTwoFactorSetup,
  verifyTwoFactorSetup,
} from '@grantflow/auth/two-factor-setup';
import { DomainError } from '@grantflow/domain/shared/errors';
import { ok } from '@grantflow/service/envelope';
import { id } from '@grantflow/validation/fields';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { restAccountDeps } from './account-deps.ts';

/**
 * The Setup 2FA Login modal (docs/product.md, Sign-in and two-factor): the signed-in user's own settings only. Changing them ends the
 * user's other sessions (SECURITY.md, row 7).
 */
export async function registerSetup2faRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const accounts = restAccountDeps(deps);
  const restAuth = createRestAuth({ db: deps.db, authSecret: deps.config.AUTH_SECRET });
  const signedIn = async (request: RequestLike) => {
    const auth = await restAuth.authentication(request);
    assertAuthorized(auth?.user);
    if (!auth) throw new DomainError('UNAUTHORIZED');
    return auth;
  };

  app.get<{ Params: { userId: string } }>('/setup2fa/:userId', async (request) => {
    const auth = await signedIn(request);
    const userId = id.safeParse(request.params.userId);
    if (!userId.success) throw new DomainError('FORBIDDEN');
    return ok(await getTwoFactorSetup(accounts, auth, userId.data));
  });

  app.post('/setup2fa/email', async (request) => {
    const auth = await signedIn(request);
    return ok(await requestTwoFactorSetup(accounts, auth, request.body ?? {}, { ip: request.ip }));
  });

  app.post('/setup2fa/verify', async (request) => {
    const auth = await signedIn(request);
    return ok(await verifyTwoFactorSetup(accounts, auth, request.body ?? {}, { ip: request.ip }));
  });
}

import {
  getTwoFactorSetup,
  requestTwoFactorSetup,
  verifyTwoFactorSetup,
} from '@grantflow/auth/two-factor-setup';
import { DomainError } from '@grantflow/domain/shared/errors';
import { ok } from '@grantflow/service/envelope';
import { restRoutes } from '@grantflow/service/tenant-route';
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
  const { userRoute } = restRoutes({ db: deps.db, authSecret: deps.config.AUTH_SECRET });

  app.get<{ Params: { userId: string } }>(
    '/setup2fa/:userId',
    userRoute({
      run: async ({ authentication, request }) => {
        const userId = id.safeParse(request.params.userId);
        if (!userId.success) throw new DomainError('FORBIDDEN');
        return ok(await getTwoFactorSetup(accounts, authentication, userId.data));
      },
    }),
  );

  app.post(
    '/setup2fa/email',
    userRoute({
      run: async ({ authentication, request }) =>
        ok(await requestTwoFactorSetup(accounts, authentication, request.body ?? {}, { ip: request.ip })),
    }),
  );

  app.post(
    '/setup2fa/verify',
    userRoute({
      run: async ({ authentication, request }) =>
        ok(await verifyTwoFactorSetup(accounts, authentication, request.body ?? {}, { ip: request.ip })),
    }),
  );
}

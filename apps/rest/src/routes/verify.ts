import { TOKEN_LIFETIME_SECONDS } from '@grantflow/auth/token';
import { verifyUser } from '@grantflow/auth/verify-user';
import { ok } from '@grantflow/service/envelope';
import { deliverSession } from '@grantflow/service/session-cookie';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { restAccountDeps } from './account-deps.ts';

/**
 * POST /verify {token} → `{status: 200, error: null, data: <session token>}`; an unknown, used or
 * expired token → status 400 with 'This link is invalid or has expired.'. Anonymous by design.
 * The web app (`x-grantflow-session: cookie`) gets the session as an HttpOnly cookie and data 'cookie'.
 */
export async function registerVerifyRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const accounts = restAccountDeps(deps);
  app.post('/verify', async (request, reply) => {
    const token = await verifyUser(accounts, request.body ?? {}, { ip: request.ip });
    return ok(
      deliverSession({
        headers: request.headers,
        answer: token,
        isToken: true,
        maxAgeSeconds: TOKEN_LIFETIME_SECONDS,
        setCookie: (value) => reply.header('set-cookie', value),
      }),
    );
  });
}

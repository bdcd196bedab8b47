import { errorBody } from '@grantflow/service/errors';
import { readSessionCookie } from '@grantflow/service/session-cookie';
import type { FastifyInstance } from 'fastify';
import { isCrossSiteMutation } from './csrf.ts';

export const CROSS_SITE_REFUSED = 'Cross-site request refused';

/**
 * The browser's session cookie becomes the bearer token (docs/decisions/0013) before any route runs, so every
 * service behind the gateway (today's and any added later) accepts it without knowing about cookies.
 * An explicit Authorization header wins (API clients), and then no CSRF check applies: a bearer token
 * is never sent by the browser on its own. A cookie-authenticated cross-site mutation ends here, 403.
 */
export function registerSessionCookie(app: FastifyInstance, publicUrl?: string): void {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  app.addHook('onRequest', async (request, reply) => {
    const headers = request.raw.headers;
    if (headers.authorization) return;
    const token = readSessionCookie(headers.cookie);
    if (!token) return;
    const requestOrigin = `${request.protocol}://${request.host}`;
    const ownOrigins = publicOrigin ? [requestOrigin, publicOrigin] : [requestOrigin];
    if (isCrossSiteMutation({ method: request.method, headers, ownOrigins })) {
      request.log.info(
        { origin: headers.origin, method: request.method },
        'cross-site cookie request refused',
      );
      return reply
        .code(403)
        .send(errorBody(request, 403, CROSS_SITE_REFUSED, { code: 'CROSS_SITE_REFUSED' }));
    }
    headers.authorization = `Bearer ${token}`;
  });
}

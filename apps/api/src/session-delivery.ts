import { TWO_FACTOR_REQUIRED } from '@grantflow/auth/login-user';
import { TOKEN_LIFETIME_SECONDS } from '@grantflow/auth/token';
import { clearedSessionCookie, deliverSession } from '@grantflow/service/session-cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How a sign-in's token reaches the caller: the body for API clients, the HttpOnly cookie for the web app. */
export interface SessionDelivery {
  /** Passes '2fa' through; a token goes into the cookie (answering 'cookie') when the web app asks. */
  deliver: (answer: string) => string;
  /** Clears the browser's cookie (logout); harmless for API clients, which hold no cookie. */
  end: () => void;
}

export function sessionDelivery(req: FastifyRequest, reply: FastifyReply): SessionDelivery {
  return {
    deliver: (answer) =>
      deliverSession({
        headers: req.headers,
        answer,
        isToken: answer !== TWO_FACTOR_REQUIRED,
        maxAgeSeconds: TOKEN_LIFETIME_SECONDS,
        setCookie: (value) => reply.header('set-cookie', value),
      }),
    end: () => {
      reply.header('set-cookie', clearedSessionCookie());
    },
  };
}

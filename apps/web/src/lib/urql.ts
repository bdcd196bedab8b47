import { retryExchange } from '@urql/exchange-retry';
import { Client, type CombinedError, cacheExchange, fetchExchange, mapExchange } from 'urql';
import { env } from '../env.ts';
import { idempotencyExchange } from './idempotency-exchange.ts';
import { getImpersonatedOrganizationId } from './impersonation.ts';
import { clearSignedIn, isSignedIn } from './session-marker.ts';

export const UNAUTHORIZED_MESSAGE = 'unauthorized';

export function hasUnauthorizedError(error: CombinedError): boolean {
  return error.graphQLErrors.some((e) => e.message === UNAUTHORIZED_MESSAGE);
}

/**
 * The session travels in the HttpOnly cookie the browser adds by itself (same origin). The header tells
 * the servers this is the web app: sign-ins answer with the cookie instead of a token, and the gateway
 * accepts cookie-authenticated changes only with it (a cross-site page cannot add it).
 */
export const BROWSER_SESSION_HEADER = 'X-Grantflow-Session';

export function buildRequestHeaders(organizationId: string | null): Record<string, string> {
  const headers: Record<string, string> = { [BROWSER_SESSION_HEADER]: 'cookie' };
  if (organizationId) headers['X-Organization-Id'] = organizationId;
  return headers;
}

function handleUnauthorized(): void {
  // Only a signed-in browser can recover by signing in again; otherwise a reload would loop.
  if (!isSignedIn()) return;
  clearSignedIn();
  window.location.reload();
}

export function createUrqlClient(): Client {
  return new Client({
    url: env.graphqlUrl,
    // POST only: answers are per user and organisation, and queries never end up in access logs.
    preferGetMethod: false,
    // Read per request so a new sign-in or organisation choice applies at once.
    fetchOptions: () => ({
      headers: buildRequestHeaders(getImpersonatedOrganizationId()),
      credentials: 'same-origin',
    }),
    exchanges: [
      mapExchange({
        onError(error) {
          if (hasUnauthorizedError(error)) handleUnauthorized();
        },
      }),
      idempotencyExchange(),
      cacheExchange,
      // A lost answer (a dropped connection, a gateway's 502 without a GraphQL body) is asked again a
      // couple of times; mutations are safe to resend because each carries its Idempotency-Key.
      retryExchange({
        initialDelayMs: 500,
        maxDelayMs: 3000,
        maxNumberAttempts: 3,
        retryIf: (error) => Boolean(error.networkError),
      }),
      fetchExchange,
    ],
  });
}

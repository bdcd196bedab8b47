import { Client, type CombinedError, cacheExchange, fetchExchange, mapExchange } from 'urql';
import { env } from '../env.ts';
import { clearAuthToken, getAuthToken } from './auth-cookie.ts';
import { getImpersonatedOrganizationId } from './impersonation.ts';

export const UNAUTHORIZED_MESSAGE = 'unauthorized';

export function hasUnauthorizedError(error: CombinedError): boolean {
  return error.graphQLErrors.some((e) => e.message === UNAUTHORIZED_MESSAGE);
}

export function buildRequestHeaders(
  token: string | null,
  organizationId: string | null,
): Record<string, string> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (organizationId) headers['X-Organization-Id'] = organizationId;
  return headers;
}

function handleUnauthorized(): void {
  // Only a signed-in browser can recover by signing in again; without a token a reload would loop.
  if (!getAuthToken()) return;
  clearAuthToken();
  window.location.reload();
}

export function createUrqlClient(): Client {
  return new Client({
    url: env.graphqlUrl,
    // POST only: answers are per user and organisation, and queries never end up in access logs.
    preferGetMethod: false,
    // Read per request so a new sign-in or organisation choice applies at once.
    fetchOptions: () => ({
      headers: buildRequestHeaders(getAuthToken(), getImpersonatedOrganizationId()),
    }),
    exchanges: [
      mapExchange({
        onError(error) {
          if (hasUnauthorizedError(error)) handleUnauthorized();
        },
      }),
      cacheExchange,
      fetchExchange,
    ],
  });
}

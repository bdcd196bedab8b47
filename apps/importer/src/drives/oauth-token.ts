import { DriveDisconnectedError } from '@grantflow/use-cases/imports/drive-gateway';

// The OAuth 2.0 refresh-token grant (RFC 6749, section 6), the same for Google and Microsoft. Access tokens live
// in memory only, for their lifetime minus a minute; they are never logged or queued.

export interface TokenEndpoint {
  url: string;
  clientId: string;
  clientSecret: string | undefined;
  /** Microsoft wants the scopes again on refresh; Google ignores them. */
  scope?: string;
}

export interface AccessToken {
  token: string;
  expiresAt: number;
}

export async function refreshAccessToken(
  endpoint: TokenEndpoint,
  refreshToken: string,
  fetcher: typeof fetch,
  now = Date.now(),
): Promise<AccessToken> {
  const body = new URLSearchParams({
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: endpoint.clientId,
  });
  if (endpoint.clientSecret) body.set('client_secret', endpoint.clientSecret);
  if (endpoint.scope) body.set('scope', endpoint.scope);
  const response = await fetcher(endpoint.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: body.toString(),
  });
  const answer = (await response.json().catch(() => ({}))) as {
    access_token?: unknown;
    expires_in?: unknown;
    error?: unknown;
  };
  if (
    response.status === 400 &&
    (answer.error === 'invalid_grant' || answer.error === 'unauthorized_client')
  ) {
    throw new DriveDisconnectedError(`token endpoint refused the refresh token (${String(answer.error)})`);
  }
  if (!response.ok || typeof answer.access_token !== 'string') {
    throw new Error(`token endpoint answered ${response.status}`);
  }
  const lifetime =
    typeof answer.expires_in === 'number' ? answer.expires_in : Number(answer.expires_in ?? 3600);
  return { token: answer.access_token, expiresAt: now + Math.max(60, lifetime - 60) * 1000 };
}

/** One refresh at a time per session; a token reused until shortly before it expires. */
export function accessTokenSource(refresh: () => Promise<AccessToken>): () => Promise<string> {
  let current: Promise<AccessToken> | undefined;
  return async () => {
    if (current) {
      const token = await current.catch(() => undefined);
      if (token && token.expiresAt > Date.now()) return token.token;
    }
    current = refresh();
    return (await current).token;
  };
}

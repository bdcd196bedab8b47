import * as client from 'openid-client';
import { driveAuthorization } from '../drive/drive-scopes.ts';
import type { OAuthFlow } from './flow-cookie.ts';
import type { OAuthProviderMap, OAuthProviderName } from './providers.ts';

/** Who the provider says signed in, after the ID token passed every check. */
export interface ExternalIdentity {
  provider: OAuthProviderName;
  /** The ID token's `iss`, exactly (for Microsoft, the user's own tenant issuer). */
  issuer: string;
  subject: string;
  email: string | null;
  /** True only when the provider asserts it (`email_verified`, or Microsoft's `xms_edov`). */
  emailVerified: boolean;
  name: string | null;
}

export interface OAuthClientOptions {
  providers: OAuthProviderMap;
  /** The browser-facing origin (and path prefix, if any) that the callbacks are served under. */
  publicUrl: string;
  /** Replaces `fetch` for every request to the provider; tests use it to tamper with answers. */
  fetch?: client.CustomFetch | undefined;
  /** Seconds for discovery and the token request. */
  timeoutSeconds?: number;
}

export class OAuthVerificationError extends Error {
  override readonly name = 'OAuthVerificationError';
}

const SCOPE = 'openid email profile';

// Plain HTTP is refused by openid-client; a provider on this machine (tests, local development) is the
// only exception, so no configuration can downgrade a real provider to HTTP.
function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

function stringClaim(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/**
 * The OpenID Connect relying party for the configured providers: authorization code flow with PKCE
 * (S256), `state` and `nonce`, on openid-client. Discovery runs once per provider and is retried after
 * a failure. Microsoft's multi-tenant issuer `…/{tenantid}/v2.0` is resolved by openid-client against
 * the ID token's `tid` before the exact `iss` comparison.
 */
export function createOAuthClient(options: OAuthClientOptions) {
  const configurations = new Map<OAuthProviderName, Promise<client.Configuration>>();
  const base = options.publicUrl.replace(/\/+$/, '');

  function configuration(name: OAuthProviderName): Promise<client.Configuration> {
    const cached = configurations.get(name);
    if (cached) return cached;
    const settings = options.providers[name];
    if (!settings) return Promise.reject(new Error(`${name} sign-in is not configured`));
    const issuer = new URL(settings.issuer);
    const pending = client.discovery(
      issuer,
      settings.clientId,
      settings.clientSecret ? { client_secret: settings.clientSecret } : undefined,
      undefined,
      {
        execute: isLoopbackHttp(issuer) ? [client.allowInsecureRequests] : [],
        timeout: options.timeoutSeconds ?? 10,
        ...(options.fetch ? { [client.customFetch]: options.fetch } : {}),
      },
    );
    configurations.set(name, pending);
    pending.catch(() => configurations.delete(name));
    return pending;
  }

  function redirectUri(name: OAuthProviderName): string {
    return `${base}/auth/${name}/callback`;
  }

  return {
    isConfigured(name: OAuthProviderName): boolean {
      return options.providers[name] !== undefined;
    },

    redirectUri,

    /**
     * The provider's authorization URL and the flow the callback must be given back. A drive connection
     * (`drive`) asks for the read-only drive scopes and offline access besides the sign-in scopes.
     */
    async start(
      name: OAuthProviderName,
      link?: OAuthFlow['link'],
      drive?: OAuthFlow['drive'],
    ): Promise<{ url: URL; flow: OAuthFlow }> {
      const config = await configuration(name);
      const codeVerifier = client.randomPKCECodeVerifier();
      const flow: OAuthFlow = {
        provider: name,
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier,
        ...(link ? { link } : {}),
        ...(drive ? { drive } : {}),
      };
      const driveParameters = drive ? driveAuthorization(name) : undefined;
      const url = client.buildAuthorizationUrl(config, {
        ...driveParameters?.extra,
        redirect_uri: redirectUri(name),
        scope: driveParameters?.scope ?? SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      return { url, flow };
    },

    /**
     * The drive connection's callback: the same checks as `finish` (state, PKCE, ID token with nonce),
     * and the refresh token the provider granted (null when it gave none). Throws OAuthVerificationError.
     */
    async finishDrive(
      name: OAuthProviderName,
      callbackQuery: string,
      flow: OAuthFlow,
    ): Promise<{ refreshToken: string | null; scope: string | null }> {
      const config = await configuration(name);
      const currentUrl = new URL(redirectUri(name));
      currentUrl.search = callbackQuery;
      try {
        const tokens = await client.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        return { refreshToken: tokens.refresh_token ?? null, scope: tokens.scope ?? null };
      } catch (error) {
        const code = error instanceof Error && 'code' in error ? String(error.code) : 'unknown';
        throw new OAuthVerificationError(`${name} drive callback refused (${code})`, { cause: error });
      }
    },

    /**
     * Checks the callback's `state`, redeems the code with the PKCE verifier and validates the ID
     * token (signature, exact `iss`, `aud`, `nonce`, `exp`/`iat`). Throws OAuthVerificationError.
     */
    async finish(name: OAuthProviderName, callbackQuery: string, flow: OAuthFlow): Promise<ExternalIdentity> {
      const config = await configuration(name);
      const currentUrl = new URL(redirectUri(name));
      currentUrl.search = callbackQuery;
      let claims: client.IDToken | undefined;
      try {
        const tokens = await client.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        const code = error instanceof Error && 'code' in error ? String(error.code) : 'unknown';
        throw new OAuthVerificationError(`${name} callback refused (${code})`, { cause: error });
      }
      if (!claims) throw new OAuthVerificationError(`${name} returned no ID token`);
      const email = stringClaim(claims.email)?.toLowerCase() ?? null;
      return {
        provider: name,
        issuer: claims.iss,
        subject: claims.sub,
        email,
        emailVerified: email !== null && (claims.email_verified === true || claims.xms_edov === true),
        name: stringClaim(claims.name),
      };
    },
  };
}

export type OAuthClient = ReturnType<typeof createOAuthClient>;

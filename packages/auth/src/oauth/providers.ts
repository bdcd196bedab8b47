/** The external sign-in providers (docs/product.md, Sign-in and two-factor; REST calls). */
export const OAUTH_PROVIDERS = ['google', 'microsoft'] as const;
export type OAuthProviderName = (typeof OAUTH_PROVIDERS)[number];

export const PROVIDER_LABELS: Record<OAuthProviderName, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
};

/**
 * The issuers used when `*_ISSUER` is not set. Microsoft's `common` endpoint serves every tenant and
 * personal accounts; its discovery document names the issuer `…/{tenantid}/v2.0` (see oidc-client.ts).
 */
export const DEFAULT_ISSUERS: Record<OAuthProviderName, string> = {
  google: 'https://accounts.google.com',
  microsoft: 'https://login.microsoftonline.com/common/v2.0',
};

export interface OAuthProviderSettings {
  name: OAuthProviderName;
  clientId: string;
  clientSecret: string | undefined;
  issuer: string;
}

/** The provider variables of the REST service's environment (all optional). */
export interface OAuthEnv {
  GOOGLE_CLIENT_ID?: string | undefined;
  GOOGLE_CLIENT_SECRET?: string | undefined;
  GOOGLE_ISSUER?: string | undefined;
  MICROSOFT_CLIENT_ID?: string | undefined;
  MICROSOFT_CLIENT_SECRET?: string | undefined;
  MICROSOFT_ISSUER?: string | undefined;
}

export type OAuthProviderMap = Partial<Record<OAuthProviderName, OAuthProviderSettings>>;

/** A provider counts as configured only when its client id is set; the rest have defaults. */
export function oauthProvidersFromEnv(env: OAuthEnv): OAuthProviderMap {
  const providers: OAuthProviderMap = {};
  if (env.GOOGLE_CLIENT_ID) {
    providers.google = {
      name: 'google',
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET || undefined,
      issuer: env.GOOGLE_ISSUER || DEFAULT_ISSUERS.google,
    };
  }
  if (env.MICROSOFT_CLIENT_ID) {
    providers.microsoft = {
      name: 'microsoft',
      clientId: env.MICROSOFT_CLIENT_ID,
      clientSecret: env.MICROSOFT_CLIENT_SECRET || undefined,
      issuer: env.MICROSOFT_ISSUER || DEFAULT_ISSUERS.microsoft,
    };
  }
  return providers;
}

export function isOAuthProviderName(value: unknown): value is OAuthProviderName {
  return typeof value === 'string' && (OAUTH_PROVIDERS as readonly string[]).includes(value);
}

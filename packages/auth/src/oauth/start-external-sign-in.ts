import type { OAuthLog } from './complete-external-sign-in.ts';
import { type OAuthFlow, sealFlow } from './flow-cookie.ts';
import type { OAuthFailure } from './messages.ts';
import type { OAuthClient } from './oidc-client.ts';
import type { OAuthProviderName } from './providers.ts';

/** Where to send the browser: the provider (with the sealed flow to set as cookie), or back with a reason. */
export type ExternalSignInStart =
  | { kind: 'redirect'; url: string; sealedFlow: string }
  | { kind: 'refused'; reason: OAuthFailure; page: string };

export interface StartExternalSignInOptions {
  oauth: Pick<OAuthClient, 'isConfigured' | 'start'>;
  secret: string;
  provider: OAuthProviderName;
  /** `?access_type=`: absent or 'login' signs in ('drive' is `startDriveConnection`'s). */
  accessType?: string | undefined;
  log: Pick<OAuthLog, 'warn'>;
}

/** GET /auth/{provider}: the sign-in button. Never throws: an unreachable provider is a refusal. */
export async function startExternalSignIn(options: StartExternalSignInOptions): Promise<ExternalSignInStart> {
  const { accessType, provider } = options;
  if (accessType !== undefined && accessType !== 'login') {
    return { kind: 'refused', reason: 'unknown_request', page: '/login' };
  }
  if (!options.oauth.isConfigured(provider))
    return { kind: 'refused', reason: 'not_configured', page: '/login' };
  try {
    const { url, flow } = await options.oauth.start(provider);
    return { kind: 'redirect', url: url.href, sealedFlow: await sealFlow(flow, options.secret) };
  } catch (error) {
    options.log.warn({ err: error, provider }, 'oauth: could not start sign-in');
    return { kind: 'refused', reason: 'provider_error', page: '/login' };
  }
}

export type ExternalLinkStart =
  | { kind: 'started'; url: string; sealedFlow: string }
  | { kind: 'not-configured' };

/**
 * POST /auth/{provider}/link: a signed-in user links the provider to their account. The flow remembers
 * the user and session, so a logout before the callback voids the link.
 */
export async function startExternalLink(options: {
  oauth: Pick<OAuthClient, 'isConfigured' | 'start'>;
  secret: string;
  provider: OAuthProviderName;
  link: NonNullable<OAuthFlow['link']>;
}): Promise<ExternalLinkStart> {
  if (!options.oauth.isConfigured(options.provider)) return { kind: 'not-configured' };
  const { url, flow } = await options.oauth.start(options.provider, options.link);
  return { kind: 'started', url: url.href, sealedFlow: await sealFlow(flow, options.secret) };
}

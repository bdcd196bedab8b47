import type { Db } from '@grantflow/db/client';
import { openFlow } from './flow-cookie.ts';
import type { OAuthFailure } from './messages.ts';
import { type OAuthClient, OAuthVerificationError } from './oidc-client.ts';
import type { OAuthProviderName } from './providers.ts';
import { signInWithExternalIdentity } from './sign-in.ts';

/** The part of a pino-style logger the OAuth use cases write to (the request's logger in apps/rest). */
export interface OAuthLog {
  info(facts: object, message: string): void;
  warn(facts: object, message: string): void;
  error(facts: object, message: string): void;
}

export type ExternalSignInOutcome =
  | { kind: 'signed-in'; token: string; linked: boolean }
  | { kind: 'refused'; reason: OAuthFailure };

export interface CompleteExternalSignInOptions {
  db: Db;
  oauth: Pick<OAuthClient, 'isConfigured' | 'finish'>;
  secret: string;
  provider: OAuthProviderName;
  /** The sealed flow cookie as it came (the caller clears it whatever happens: one attempt per flow). */
  sealedFlow: string | undefined;
  /** The callback's query string, with its leading '?' ('' when there is none). */
  search: string;
  ip?: string | undefined;
  log: OAuthLog;
}

/**
 * The provider's callback (SECURITY.md, row 8): the provider's own error, the flow cookie (it must name this
 * provider), the token exchange and ID-token checks, then the account rules of `signInWithExternalIdentity`.
 * `linked` says the flow was a link started by a signed-in user. Never throws for a failed sign-in: every
 * failure is a refusal with its reason, logged here.
 */
export async function completeExternalSignIn(
  options: CompleteExternalSignInOptions,
): Promise<ExternalSignInOutcome> {
  const { provider, log } = options;
  const refused = (reason: OAuthFailure): ExternalSignInOutcome => ({ kind: 'refused', reason });

  const providerError = new URLSearchParams(options.search).get('error');
  if (providerError) {
    log.info({ provider, providerError }, 'oauth: provider returned an error');
    return refused(providerError === 'access_denied' ? 'cancelled' : 'provider_error');
  }
  if (!options.oauth.isConfigured(provider)) return refused('not_configured');
  const flow = await openFlow(options.sealedFlow, options.secret);
  if (!flow || flow.provider !== provider) {
    log.info({ provider }, 'oauth: callback without a valid flow cookie');
    return refused('flow_expired');
  }

  try {
    const identity = await options.oauth.finish(provider, options.search, flow);
    const result = await signInWithExternalIdentity(options.db, identity, {
      secret: options.secret,
      link: flow.link,
      ip: options.ip,
    });
    if (result.kind === 'refused') {
      log.info({ provider, reason: result.reason }, 'oauth: sign-in refused');
      return result;
    }
    return { kind: 'signed-in', token: result.token, linked: Boolean(flow.link) };
  } catch (error) {
    if (error instanceof OAuthVerificationError) {
      log.warn({ provider, reason: error.message }, 'oauth: callback refused');
      return refused('verification_failed');
    }
    log.error({ err: error, provider }, 'oauth: sign-in failed');
    return refused('unexpected');
  }
}

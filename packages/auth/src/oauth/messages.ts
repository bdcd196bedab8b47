import { type OAuthProviderName, PROVIDER_LABELS } from './providers.ts';

/**
 * Why an external sign-in ended without a session. The reason itself is sent to the web app as
 * `/login?oauth_error=<reason>` (the web words it in the user's language); the English message below is
 * for JSON answers (the 404 of an unconfigured provider) and logs.
 */
export type OAuthFailure =
  | 'not_configured'
  | 'unknown_request'
  | 'cancelled'
  | 'provider_error'
  | 'flow_expired'
  | 'verification_failed'
  | 'account_not_linked'
  | 'no_verified_email'
  | 'linked_to_another_user'
  | 'link_session_ended'
  | 'unexpected';

export function oauthFailureMessage(reason: OAuthFailure, provider: OAuthProviderName): string {
  const label = PROVIDER_LABELS[provider];
  switch (reason) {
    case 'not_configured':
      return `Sign-in with ${label} is not configured`;
    case 'unknown_request':
      return `Unknown sign-in request for ${label}`;
    case 'cancelled':
      return `Sign-in with ${label} was cancelled`;
    case 'provider_error':
      return `${label} could not sign you in. Please try again`;
    case 'flow_expired':
      return `Your sign-in with ${label} expired or was started in another browser. Please try again`;
    case 'verification_failed':
      return `The answer from ${label} could not be verified. Please try again`;
    case 'account_not_linked':
      return `An account with this e-mail already exists. Sign in with your password and link ${label} to it first`;
    case 'no_verified_email':
      return `Your ${label} account has no verified e-mail address. Create an account with e-mail and password, then link ${label} to it`;
    case 'linked_to_another_user':
      return `This ${label} account is already linked to another user`;
    case 'link_session_ended':
      return `Your session ended before ${label} was linked. Please sign in and try again`;
    case 'unexpected':
      return `Sign-in with ${label} failed. Please try again`;
  }
}

import type { TFunction } from 'i18next';

// OAuth 2.0 / OpenID Connect error codes a provider may send back (RFC 6749, section 4.1.2.1, OIDC Core, section 3.1.2.6) and
// the REST service's own failure reasons (packages/auth/src/oauth/messages.ts). Each has a sentence in every
// language; the raw code is never shown.
const PROVIDER_CODES = [
  'access_denied',
  'invalid_request',
  'unauthorized_client',
  'unsupported_response_type',
  'invalid_scope',
  'server_error',
  'temporarily_unavailable',
  'interaction_required',
  'login_required',
  'consent_required',
  'account_selection_required',
] as const;

const APP_CODES = [
  'not_configured',
  'unknown_request',
  'cancelled',
  'provider_error',
  'flow_expired',
  'verification_failed',
  'account_not_linked',
  'no_verified_email',
  'linked_to_another_user',
  'link_session_ended',
  'unexpected',
] as const;

export type OAuthErrorCode = (typeof PROVIDER_CODES)[number] | (typeof APP_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set<string>([...PROVIDER_CODES, ...APP_CODES]);

function isKnownCode(value: string): value is OAuthErrorCode {
  return KNOWN.has(value);
}

/** A code looks like `snake_case` with no spaces; anything else is already a sentence from our REST service. */
const CODE_SHAPE = /^[a-z][a-z0-9_.-]*$/i;

/** The sentence the login page shows for an `oauth_error` query value. */
export function oauthErrorMessage(value: string, t: TFunction): string {
  const code = value.trim().toLowerCase();
  if (isKnownCode(code)) return t(`oauth_errors.${code}`);
  if (CODE_SHAPE.test(code)) return t('oauth_errors.unknown');
  // Our REST service currently sends its own sentence (English); show it as sent.
  return value.charAt(0).toUpperCase() + value.slice(1);
}

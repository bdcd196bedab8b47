import type { RestResult } from '../../../lib/rest-client.ts';

// The Setup 2FA modal's decisions as pure functions (docs/product.md, Sign-in and two-factor; Messages and error codes).

export const NONE_VERIFY = 'none-verify';

export interface TwoFactorSettings {
  readonly email_for_2fa: string;
  readonly is_enabled: boolean;
}

/** GET /setup2fa/:userId: a missing e-mail falls back to the account's, so turning 2FA on is one click. */
export function readSettings(data: unknown, accountEmail: string): TwoFactorSettings {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const email =
    typeof record.email_for_2fa === 'string' && record.email_for_2fa ? record.email_for_2fa : accountEmail;
  return { email_for_2fa: email, is_enabled: record.is_enabled === true };
}

export type LoadFailure =
  | { readonly key: 'load_failed_status'; readonly status: string }
  | { readonly key: 'load_failed' };

/** docs/product.md, Messages and error codes: an HTTP failure names its status text; anything else gets the generic text. */
export function loadFailure(result: Extract<RestResult<unknown>, { ok: false }>): LoadFailure {
  return result.kind === 'network'
    ? { key: 'load_failed' }
    : { key: 'load_failed_status', status: result.statusText };
}

/** Step 1's answer: 'none-verify' means nothing to confirm (2FA off, or the same e-mail), so we are done. */
export function nextStepAfterEmail(data: unknown): 'done' | 'code' {
  return data === NONE_VERIFY ? 'done' : 'code';
}

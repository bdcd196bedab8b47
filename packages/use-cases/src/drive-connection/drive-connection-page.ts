import { DRIVE_PROVIDER_OF } from '@grantflow/auth/drive/drive-scopes';
import type { OAuthProviderName } from '@grantflow/auth/oauth/providers';

/** Why a drive connection did not happen; sent to the web as `drive_error=<code>` (it translates it). */
export type DriveConnectionFailure =
  | 'not_configured'
  | 'not_signed_in'
  | 'forbidden'
  | 'cancelled'
  | 'provider_error'
  | 'flow_expired'
  | 'session_ended'
  | 'verification_failed'
  | 'no_refresh_token'
  | 'unexpected';

/**
 * Where the browser lands after a drive connection (docs/product.md, REST calls): the funder's documents
 * screen at `/funder/one-drive/callback?provider=google_drive|one_drive&funder_id=…`, never with a token.
 */
export function driveConnectionPage(
  provider: OAuthProviderName,
  funderId: number | null,
  failure?: DriveConnectionFailure,
): string {
  const query = new URLSearchParams({ provider: DRIVE_PROVIDER_OF[provider] });
  if (funderId !== null) query.set('funder_id', String(funderId));
  if (failure) query.set('drive_error', failure);
  return `/funder/one-drive/callback?${query}`;
}

import { DRIVE_PROVIDER_OF } from '@grantflow/auth/drive/drive-scopes';
import { sealDriveToken } from '@grantflow/auth/drive/drive-token-cipher';
import type { OAuthLog } from '@grantflow/auth/oauth/complete-external-sign-in';
import type { OAuthFlow } from '@grantflow/auth/oauth/flow-cookie';
import { type OAuthClient, OAuthVerificationError } from '@grantflow/auth/oauth/oidc-client';
import type { OAuthProviderName } from '@grantflow/auth/oauth/providers';
import { type Db, withIdentity, withTenant } from '@grantflow/db/client';
import { saveDriveConnection } from '@grantflow/db/repositories/drive-connections';
import { findRequestIdentity } from '@grantflow/db/repositories/request-identity';
import { type DriveConnectionFailure, driveConnectionPage } from './drive-connection-page.ts';

/**
 * The provider's callback for a drive connection: the same checks as sign-in (state, PKCE, ID token),
 * the session that started it must still be alive, then the refresh token is sealed (AES-256-GCM) and
 * stored for that user. Answers the page to send the browser to; never a token in it.
 */
export async function completeDriveConnection(options: {
  db: Db;
  oauth: Pick<OAuthClient, 'finishDrive'>;
  provider: OAuthProviderName;
  flow: OAuthFlow & { drive: NonNullable<OAuthFlow['drive']> };
  search: string;
  tokenKey: string | undefined;
  log: OAuthLog;
}): Promise<{ page: string; failure?: DriveConnectionFailure }> {
  const { provider, flow, log } = options;
  const { userId, organizationId, funderId, sessionId } = flow.drive;
  const fail = (failure: DriveConnectionFailure) => ({
    page: driveConnectionPage(provider, funderId, failure),
    failure,
  });

  const providerError = new URLSearchParams(options.search).get('error');
  if (providerError) {
    log.info({ provider, providerError }, 'oauth: drive connection: provider returned an error');
    return fail(providerError === 'access_denied' ? 'cancelled' : 'provider_error');
  }
  if (!options.tokenKey) return fail('not_configured');
  const identity = await withIdentity(options.db, (tx) =>
    findRequestIdentity(tx, { sessionId, userId, now: new Date(), requestedOrganizationId: null }),
  );
  if (!identity) return fail('session_ended');

  let granted: { refreshToken: string | null; scope: string | null };
  try {
    granted = await options.oauth.finishDrive(provider, options.search, flow);
  } catch (error) {
    if (error instanceof OAuthVerificationError) {
      log.warn({ provider, reason: error.message }, 'oauth: drive callback refused');
      return fail('verification_failed');
    }
    log.error({ err: error, provider }, 'oauth: drive connection failed');
    return fail('unexpected');
  }
  if (!granted.refreshToken) return fail('no_refresh_token');
  const drive = DRIVE_PROVIDER_OF[provider];
  const sealed = sealDriveToken(
    granted.refreshToken,
    { organizationId, userId, provider: drive },
    options.tokenKey,
  );
  await withTenant(options.db, organizationId, (tx) =>
    saveDriveConnection(tx, {
      organizationId,
      userId,
      provider: drive,
      refreshTokenSealed: sealed,
      scope: granted.scope,
    }),
  );
  log.info({ provider, userId }, 'oauth: drive connected');
  return { page: driveConnectionPage(provider, funderId) };
}

import type { Authentication } from '@grantflow/auth/authenticate';
import { resolveEffectiveOrganization } from '@grantflow/auth/effective-organization';
import type { OAuthLog } from '@grantflow/auth/oauth/complete-external-sign-in';
import { sealFlow } from '@grantflow/auth/oauth/flow-cookie';
import type { OAuthClient } from '@grantflow/auth/oauth/oidc-client';
import type { OAuthProviderName } from '@grantflow/auth/oauth/providers';
import { type Db, withTenant } from '@grantflow/db/client';
import { assertFunderExists } from '@grantflow/db/repositories/funders';
import { isDomainError } from '@grantflow/domain/shared/errors';
import { type DriveConnectionFailure, driveConnectionPage } from './drive-connection-page.ts';

export type DriveConnectionStart =
  | { kind: 'redirect'; url: string; sealedFlow: string }
  | { kind: 'refused'; reason: DriveConnectionFailure; page: string };

function positiveId(value: string | undefined): number | null {
  const id = Number(value);
  return value && /^\d+$/.test(value) && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * GET /auth/{provider}?access_type=drive&funder_id=…&user_id=…: the signed-in user (bearer token or the
 * browser's session cookie) connects their own drive from a funder of the organisation they act for.
 * The flow remembers user, organisation, funder and session; the callback stores the refresh token.
 */
export async function startDriveConnection(options: {
  db: Db;
  oauth: Pick<OAuthClient, 'isConfigured' | 'start'>;
  secret: string;
  /** Drives need the token key too: without it a connection could not be stored. */
  drivesEnabled: boolean;
  provider: OAuthProviderName;
  authentication: Authentication | null;
  funderId: string | undefined;
  userId: string | undefined;
  /** `?organization_id=` for a MANAGER or ADMIN acting for another organisation (checked like the header). */
  organizationId?: string | undefined;
  log: Pick<OAuthLog, 'warn'>;
}): Promise<DriveConnectionStart> {
  const { provider, authentication } = options;
  const funderId = positiveId(options.funderId);
  const refused = (reason: DriveConnectionFailure, page = driveConnectionPage(provider, funderId, reason)) =>
    ({ kind: 'refused', reason, page }) as const;
  if (!authentication?.user.authorized) return refused('not_signed_in', '/login');
  // The OAuth flow is bound to a browser session; a personal access token (API and MCP use) starts none.
  const session = authentication.session;
  if (!session) return refused('forbidden');
  if (funderId === null || positiveId(options.userId) !== authentication.user.id) return refused('forbidden');
  let organizationId: number;
  try {
    organizationId = (
      await resolveEffectiveOrganization(options.db, authentication.user, options.organizationId ?? null)
    ).id;
    await withTenant(options.db, organizationId, (tx) => assertFunderExists(tx, organizationId, funderId));
  } catch (error) {
    if (isDomainError(error)) return refused('forbidden', driveConnectionPage(provider, null, 'forbidden'));
    throw error;
  }
  if (!options.drivesEnabled || !options.oauth.isConfigured(provider)) return refused('not_configured');
  try {
    const drive = {
      userId: authentication.user.id,
      organizationId,
      funderId,
      sessionId: session.id,
    };
    const { url, flow } = await options.oauth.start(provider, undefined, drive);
    return { kind: 'redirect', url: url.href, sealedFlow: await sealFlow(flow, options.secret) };
  } catch (error) {
    options.log.warn({ err: error, provider }, 'oauth: could not start the drive connection');
    return refused('provider_error');
  }
}

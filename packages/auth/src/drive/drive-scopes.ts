import type { OAuthProviderName } from '../oauth/providers.ts';

// The drive connection asks for read-only access and a refresh token (docs/product.md, Funder documents and cloud drives). The
// importer asks Microsoft for the same scopes again on each refresh.

export const DRIVE_PROVIDER_OF = { google: 'google_drive', microsoft: 'one_drive' } as const;
export type DriveProviderName = (typeof DRIVE_PROVIDER_OF)[OAuthProviderName];

export const DRIVE_SCOPES: Record<DriveProviderName, string> = {
  google_drive: 'https://www.googleapis.com/auth/drive.readonly',
  one_drive: 'offline_access Files.Read.All User.Read',
};

/** Authorization parameters of the drive connection, per sign-in provider. */
export function driveAuthorization(provider: OAuthProviderName): {
  scope: string;
  extra: Record<string, string>;
} {
  if (provider === 'google') {
    // offline + consent: Google only returns a refresh token on a consent screen.
    return {
      scope: `openid email ${DRIVE_SCOPES.google_drive}`,
      extra: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
    };
  }
  // consent: a connection is rare and explicit, and offline_access is only honoured on a consent.
  return { scope: `openid email ${DRIVE_SCOPES.one_drive}`, extra: { prompt: 'consent' } };
}

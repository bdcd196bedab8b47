import { DRIVE_SCOPES } from '@grantflow/auth/drive/drive-scopes';
import { openDriveToken } from '@grantflow/auth/drive/drive-token-cipher';
import type { DriveProvider } from '@grantflow/domain/shared/enums';
import { guardedFetch } from '@grantflow/service/outbound/guarded-fetch';
import { type RetryPolicy, throttledFetch } from '@grantflow/service/outbound/throttle';
import {
  DriveDisconnectedError,
  type DriveGateway,
  type DriveSession,
} from '@grantflow/use-cases/imports/drive-gateway';
import { type DriveEnv, hostOf, ONE_DRIVE_DOWNLOAD_HOSTS } from './drive-config.ts';
import { googleDriveSession } from './google-drive.ts';
import { accessTokenSource, refreshAccessToken, type TokenEndpoint } from './oauth-token.ts';
import { oneDriveSession } from './one-drive.ts';

export interface DriveGatewayOptions {
  env: DriveEnv;
  throttle?: RetryPolicy;
}

/** The DriveGateway of the use cases over the real client libraries, behind the SSRF guard. */
export function createDriveGateway(options: DriveGatewayOptions): DriveGateway {
  const { env } = options;
  const configured: Record<DriveProvider, boolean> = {
    google_drive: Boolean(env.GOOGLE_CLIENT_ID && env.DRIVE_TOKEN_KEY),
    one_drive: Boolean(env.MICROSOFT_CLIENT_ID && env.DRIVE_TOKEN_KEY),
  };
  const fetchFor = (hosts: string[]) =>
    throttledFetch(
      guardedFetch({ allowedHosts: hosts, allowLoopback: env.PROVIDERS_ALLOW_LOOPBACK }),
      options.throttle,
    );
  const googleFetch = fetchFor([hostOf(env.GOOGLE_DRIVE_API_URL), hostOf(env.GOOGLE_OAUTH_TOKEN_URL)]);
  const microsoftFetch = fetchFor([
    hostOf(env.MICROSOFT_GRAPH_URL),
    hostOf(env.MICROSOFT_TOKEN_URL),
    ...ONE_DRIVE_DOWNLOAD_HOSTS,
  ]);
  const endpoints: Record<DriveProvider, TokenEndpoint> = {
    google_drive: {
      url: env.GOOGLE_OAUTH_TOKEN_URL,
      clientId: env.GOOGLE_CLIENT_ID ?? '',
      clientSecret: env.GOOGLE_CLIENT_SECRET,
    },
    one_drive: {
      url: env.MICROSOFT_TOKEN_URL,
      clientId: env.MICROSOFT_CLIENT_ID ?? '',
      clientSecret: env.MICROSOFT_CLIENT_SECRET,
      scope: DRIVE_SCOPES.one_drive,
    },
  };

  return {
    isConfigured: (provider) => configured[provider],
    session(provider, connection): DriveSession {
      const key = env.DRIVE_TOKEN_KEY;
      if (!configured[provider] || !key) throw new DriveDisconnectedError(`${provider} is not configured`);
      const owner = { organizationId: connection.organizationId, userId: connection.userId, provider };
      const fetcher = provider === 'google_drive' ? googleFetch : microsoftFetch;
      const accessToken = accessTokenSource(async () => {
        const refreshToken = openDriveToken(connection.refreshTokenSealed, owner, key);
        if (refreshToken === null) throw new DriveDisconnectedError('stored refresh token does not open');
        return refreshAccessToken(endpoints[provider], refreshToken, fetcher);
      });
      return provider === 'google_drive'
        ? googleDriveSession({ apiUrl: env.GOOGLE_DRIVE_API_URL, fetch: fetcher, accessToken })
        : oneDriveSession({ graphUrl: env.MICROSOFT_GRAPH_URL, fetch: fetcher, accessToken });
    },
  };
}

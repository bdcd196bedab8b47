import type { Db } from '@grantflow/db/client';
import type { DriveProvider } from '@grantflow/domain/shared/enums';
import { assertSelf, callerDriveSession, type DriveCaller } from './drive-access.ts';
import { DriveDisconnectedError, type DriveGateway } from './drive-gateway.ts';

/**
 * GET /api/{drive}/token/{userId}: a short-lived access token for the provider's own picker, or null when
 * the caller has not connected this drive (or the provider revoked the connection): the web shows 'Setup'.
 */
export async function getDriveAccessToken(options: {
  db: Db;
  drives: DriveGateway;
  caller: DriveCaller;
  provider: DriveProvider;
  userId: number;
}): Promise<string | null> {
  assertSelf(options.caller, options.userId);
  const session = await callerDriveSession(options);
  if (!session) return null;
  try {
    return await session.accessToken();
  } catch (error) {
    if (error instanceof DriveDisconnectedError) return null;
    throw error;
  }
}

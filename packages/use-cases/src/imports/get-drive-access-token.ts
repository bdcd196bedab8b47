import type { Db } from '@grantflow/db/client';
import type { DriveProvider } from '@grantflow/domain/shared/enums';
import { assertSelf, callerDriveSession, type DriveCaller } from './drive-access.ts';
import { DriveDisconnectedError, type DriveGateway } from './drive-gateway.ts';

/**
 * GET /api/{drive}/token/{userId}: a short-lived access token for the provider's own picker, or why there
 * is none (not configured here, not connected, or revoked at the provider): the web shows 'Setup'.
 */
export async function getDriveAccessToken(options: {
  db: Db;
  drives: DriveGateway;
  caller: DriveCaller;
  provider: DriveProvider;
  userId: number;
}): Promise<{ token: string } | { missing: 'DRIVE_NOT_CONFIGURED' | 'DRIVE_NOT_CONNECTED' }> {
  assertSelf(options.caller, options.userId);
  const found = await callerDriveSession(options);
  if ('missing' in found) return found;
  try {
    return { token: await found.session.accessToken() };
  } catch (error) {
    if (error instanceof DriveDisconnectedError) return { missing: 'DRIVE_NOT_CONNECTED' };
    throw error;
  }
}

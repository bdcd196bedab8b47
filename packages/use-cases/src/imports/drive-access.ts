import type { Db } from '@grantflow/db/client';
import { withTenant } from '@grantflow/db/client';
import { findDriveConnection } from '@grantflow/db/repositories/drive-connections';
import type { DriveProvider } from '@grantflow/domain/shared/enums';
import { DomainError } from '@grantflow/domain/shared/errors';
import type { DriveGateway, DriveSession } from './drive-gateway.ts';

/** The caller as the drive calls see them: who they are and the organisation they act for. */
export interface DriveCaller {
  userId: number;
  organizationId: number;
}

/** `user_id` in a drive call must be the caller (a user never acts on another user's drive). */
export function assertSelf(caller: DriveCaller, userId: number): void {
  if (caller.userId !== userId) throw new DomainError('FORBIDDEN');
}

export function assertConfigured(drives: DriveGateway, provider: DriveProvider): void {
  if (!drives.isConfigured(provider)) throw new DomainError('DRIVE_NOT_CONFIGURED');
}

/**
 * The caller's session with the provider, or why there is none: the drive is not configured on this
 * server, or the caller has not connected it (the web shows 'Setup' for both).
 */
export async function callerDriveSession(options: {
  db: Db;
  drives: DriveGateway;
  caller: DriveCaller;
  provider: DriveProvider;
}): Promise<{ session: DriveSession } | { missing: 'DRIVE_NOT_CONFIGURED' | 'DRIVE_NOT_CONNECTED' }> {
  const { db, drives, caller, provider } = options;
  if (!drives.isConfigured(provider)) return { missing: 'DRIVE_NOT_CONFIGURED' };
  const connection = await withTenant(db, caller.organizationId, (tx) =>
    findDriveConnection(tx, { ...caller, provider }),
  );
  if (!connection) return { missing: 'DRIVE_NOT_CONNECTED' };
  return {
    session: drives.session(provider, { ...caller, refreshTokenSealed: connection.refreshTokenSealed }),
  };
}

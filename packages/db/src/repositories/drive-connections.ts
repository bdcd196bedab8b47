import type { DriveProvider } from '@grantflow/domain/shared/enums';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { driveConnections } from '../schema/drive-connections.ts';

// A user's cloud-drive connections. The refresh token arrives sealed (encrypted by packages/auth); this
// file never sees it in the clear. Run inside `withTenant` of the user's organisation.

export interface DriveConnectionInput {
  organizationId: number;
  userId: number;
  provider: DriveProvider;
  refreshTokenSealed: string;
  scope: string | null;
}

/** Connects (or reconnects: the new token replaces the old) a user's drive. */
export async function saveDriveConnection(tx: DbExecutor, input: DriveConnectionInput): Promise<void> {
  await tx
    .insert(driveConnections)
    .values(input)
    .onConflictDoUpdate({
      target: [driveConnections.organizationId, driveConnections.userId, driveConnections.provider],
      set: { refreshTokenSealed: input.refreshTokenSealed, scope: input.scope, updatedAt: new Date() },
    });
}

export async function findDriveConnection(
  tx: DbExecutor,
  options: { organizationId: number; userId: number; provider: DriveProvider },
): Promise<{ refreshTokenSealed: string } | null> {
  const [row] = await tx
    .select({ refreshTokenSealed: driveConnections.refreshTokenSealed })
    .from(driveConnections)
    .where(
      and(
        eq(driveConnections.organizationId, options.organizationId),
        eq(driveConnections.userId, options.userId),
        eq(driveConnections.provider, options.provider),
      ),
    );
  return row ?? null;
}

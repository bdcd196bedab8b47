import type { Db } from '@grantflow/db/client';
import type { DriveProvider } from '@grantflow/domain/shared/enums';
import { DomainError } from '@grantflow/domain/shared/errors';
import { driveBrowseQuerySchema } from '@grantflow/validation/drive-import';
import type { DriveListing } from '@grantflow/validation/drive-wire';
import { callerDriveSession, type DriveCaller } from './drive-access.ts';
import { DriveDisconnectedError, type DriveGateway } from './drive-gateway.ts';

export interface DriveBrowsePage extends DriveListing {
  /** Set when there is nothing to browse: the drive is not configured here, or the caller has not connected it. */
  missing?: 'DRIVE_NOT_CONFIGURED' | 'DRIVE_NOT_CONNECTED';
}

/** GET /api/{drive}/browse: one page of a folder of the caller's drive, for the in-app drive browser. */
export async function browseDrive(options: {
  db: Db;
  drives: DriveGateway;
  caller: DriveCaller;
  provider: DriveProvider;
  query: unknown;
}): Promise<DriveBrowsePage> {
  const query = driveBrowseQuerySchema.safeParse(options.query ?? {});
  if (!query.success) throw new DomainError('VALIDATION', 'folder_id or page_token is not valid');
  const found = await callerDriveSession(options);
  if ('missing' in found) return { items: [], next_page_token: null, missing: found.missing };
  try {
    const page = await found.session.listChildren(
      query.data.folder_id || null,
      query.data.page_token || undefined,
    );
    return {
      items: page.items.map((item) => ({
        id: item.id,
        name: item.name,
        mime_type: item.mimeType,
        size: item.size,
        is_folder: item.isFolder,
        modified_time: item.modifiedTime,
      })),
      next_page_token: page.nextPageToken,
    };
  } catch (error) {
    if (error instanceof DriveDisconnectedError)
      return { items: [], next_page_token: null, missing: 'DRIVE_NOT_CONNECTED' };
    throw error;
  }
}

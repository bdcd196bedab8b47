import type { Db } from '@grantflow/db/client';
import { type FileEvent, publishFileEvent } from '@grantflow/queue/file-events';
import type { GrantflowQueue } from '@grantflow/queue/queue-backend';
import type { FileStorage } from '@grantflow/storage/file-storage';
import type { DriveGateway } from '@grantflow/use-cases/imports/drive-gateway';
import { failDriveImport, runDriveImport } from '@grantflow/use-cases/imports/run-drive-import';
import type { DriveImportPayload } from '@grantflow/use-cases/imports/start-drive-import';

export interface DriveImportDeps {
  db: Db;
  drives: DriveGateway;
  storage: FileStorage;
  fileEvents: GrantflowQueue<FileEvent>;
  maxBytes: number;
  concurrency: number;
  /** Milliseconds without a byte before a download is given up (default 60 s). */
  idleTimeoutMs?: number;
}

/**
 * Runs one delivery of an import job. A throw makes BullMQ retry it (the use case resumes where it
 * stopped); the last attempt's failure is written on the job first, so the user sees it.
 */
export async function handleDriveImport(
  deps: DriveImportDeps,
  payload: DriveImportPayload,
  attempt: { attemptsMade: number; attempts: number },
): Promise<void> {
  try {
    await runDriveImport({
      ...deps,
      payload,
      publishStored: ({ organizationId, fileId, stamp }) =>
        publishFileEvent(deps.fileEvents, { type: 'file.stored', organizationId, fileId }, stamp),
    });
  } catch (error) {
    if (attempt.attemptsMade + 1 >= attempt.attempts) {
      await failDriveImport({
        db: deps.db,
        payload,
        message: 'The import stopped after repeated errors. Try again later.',
      });
    }
    throw error;
  }
}

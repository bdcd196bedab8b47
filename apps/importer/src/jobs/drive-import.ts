import { DRIVE_PROVIDERS } from '@grantflow/domain/shared/enums';
import type { GrantflowQueue, GrantflowWorker, QueueBackend } from '@grantflow/queue/queue-backend';
import type { DriveImportPayload } from '@grantflow/use-cases/imports/start-drive-import';
import { z } from 'zod';
import type { DriveImportDeps } from './drive-import.handler.ts';

// Drive imports: one queued job per import job. The payload holds ids only (SECURITY
// row 15); the handler is loaded on the first job.

export const DRIVE_IMPORT_QUEUE = 'drive-imports';
export const DRIVE_IMPORT_JOB = 'import';

export const driveImportPayloadSchema = z
  .object({
    organizationId: z.number().int().positive(),
    importJobId: z.number().int().positive(),
    provider: z.enum(DRIVE_PROVIDERS),
    itemId: z.string().min(1).max(512),
    itemType: z.enum(['file', 'folder']),
  })
  .strict();

/** Queues the job; its id is the import job's, so adding it twice is a no-op. */
export async function enqueueDriveImport(
  queue: GrantflowQueue<DriveImportPayload>,
  payload: DriveImportPayload,
): Promise<void> {
  await queue.add(DRIVE_IMPORT_JOB, driveImportPayloadSchema.parse(payload), {
    jobId: `import-job-${payload.importJobId}`,
  });
}

export function startDriveImportWorker(
  backend: QueueBackend,
  deps: DriveImportDeps,
  options: { concurrency?: number; lockDurationMs?: number; onFailed?: (error: Error) => void } = {},
): GrantflowWorker<DriveImportPayload> {
  return backend.createWorker<DriveImportPayload>(
    DRIVE_IMPORT_QUEUE,
    async (job) => {
      const payload = driveImportPayloadSchema.parse(job.data);
      const { handleDriveImport } = await import('./drive-import.handler.ts');
      return handleDriveImport(deps, payload, {
        attemptsMade: job.attemptsMade,
        attempts: job.opts.attempts ?? 1,
      });
    },
    {
      concurrency: options.concurrency ?? 2,
      ...(options.lockDurationMs ? { lockDurationMs: options.lockDurationMs } : {}),
      onFailed: (_job, error) => options.onFailed?.(error),
    },
  );
}

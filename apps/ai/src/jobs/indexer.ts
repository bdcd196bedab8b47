import { FILE_EVENTS_QUEUE, type FileEvent } from '@grantflow/queue/file-events';
import type { GrantflowWorker, QueueBackend } from '@grantflow/queue/queue-backend';
import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';
import type { IndexerDeps } from './indexer.handler.ts';

// The assistant's indexer: consumes the shared file-events queue that uploads, edits,
// deletes and drive imports publish to. The handler is loaded on the first job, so the extraction
// libraries (PDF.js, mammoth, ExcelJS) are not loaded by a process that never indexes.

const id = z.number().int().positive();

/** Validated before anything runs: a malformed job fails at once instead of being retried. */
export const fileEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('file.stored'), organizationId: id, fileId: id }).strict(),
  z.object({ type: z.literal('file.renamed'), organizationId: id, fileId: id }).strict(),
  z.object({ type: z.literal('file.deleted'), organizationId: id, fileId: id }).strict(),
]) satisfies z.ZodType<FileEvent>;

export function startIndexerWorker(
  backend: QueueBackend,
  deps: IndexerDeps,
  options: { concurrency?: number; onFailed?: (error: Error, event: unknown) => void } = {},
): GrantflowWorker<FileEvent> {
  return backend.createWorker<FileEvent>(
    FILE_EVENTS_QUEUE,
    async (job) => {
      const parsed = fileEventSchema.safeParse(job.data);
      // Retrying a malformed payload cannot help: fail it for good (it stays visible as failed).
      if (!parsed.success)
        throw new UnrecoverableError(`malformed file event: ${parsed.error.issues[0]?.message}`);
      const event = parsed.data;
      const { handleFileEvent } = await import('./indexer.handler.ts');
      return handleFileEvent(deps, event);
    },
    {
      concurrency: options.concurrency ?? 2,
      onFailed: (job, error) => options.onFailed?.(error, job?.data),
    },
  );
}

import type { Db } from '@grantflow/db/client';
import type { GrantflowWorker, QueueBackend } from '@grantflow/queue/queue-backend';
import { SPREADSHEET_IMPORT_QUEUE, type SpreadsheetImportJob } from '@grantflow/queue/spreadsheet-import';
import {
  failSpreadsheetImport,
  runSpreadsheetImport,
} from '@grantflow/use-cases/spreadsheet-import/run-spreadsheet-import';
import { z } from 'zod';

// Spreadsheet imports: one queued job per import. A throw makes BullMQ retry it; the run resumes at the
// recorded progress (one transaction per batch), and the last attempt's failure ends the import FAILED.

const payloadSchema = z
  .object({ organizationId: z.number().int().positive(), importId: z.number().int().positive() })
  .strict();

export function startSpreadsheetImportWorker(
  backend: QueueBackend,
  deps: { db: Db; batchSize?: number },
  options: { concurrency?: number; lockDurationMs?: number; onFailed?: (error: Error) => void } = {},
): GrantflowWorker<SpreadsheetImportJob> {
  return backend.createWorker<SpreadsheetImportJob>(
    SPREADSHEET_IMPORT_QUEUE,
    async (job) => {
      const payload = payloadSchema.parse(job.data);
      try {
        await runSpreadsheetImport({
          db: deps.db,
          payload,
          ...(deps.batchSize ? { batchSize: deps.batchSize } : {}),
        });
      } catch (error) {
        if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) {
          await failSpreadsheetImport({ db: deps.db, payload, code: 'INTERNAL' });
        }
        throw error;
      }
    },
    {
      // One import at a time per worker: an import is a loop of short transactions, and other
      // organisations' imports wait their turn rather than share the connections.
      concurrency: options.concurrency ?? 1,
      ...(options.lockDurationMs ? { lockDurationMs: options.lockDurationMs } : {}),
      onFailed: (_job, error) => options.onFailed?.(error),
    },
  );
}

import type { GrantflowQueue, GrantflowWorker, QueueBackend } from '@grantflow/queue/queue-backend';
import type { RefreshFilingsDeps } from '@grantflow/use-cases/funder-filings/refresh-confirmed-filings';
import { z } from 'zod';

// Funder research (docs/product.md, Funder research): confirmed funders' 990 filings refreshed once a day.
// Filings change once a year, so a daily run is ample; the handler is loaded on the first job.

export const FUNDER_FILINGS_QUEUE = 'funder-filings';
export const FUNDER_FILINGS_JOB = 'refresh-funder-filings';
export const FUNDER_FILINGS_SCHEDULER_ID = 'funder-filings-daily';
export const FUNDER_FILINGS_EVERY_MS = 24 * 60 * 60 * 1000;

/** The job carries nothing: the confirmed funders are read from the database when it runs. */
export const funderFilingsPayloadSchema = z.object({}).strict();
export type FunderFilingsPayload = z.infer<typeof funderFilingsPayloadSchema>;

/** Upserts the daily scheduler and one run now (job id per day, so replicas starting together add it once). */
export async function scheduleFunderFilings(
  queue: GrantflowQueue<FunderFilingsPayload>,
  now = new Date(),
): Promise<void> {
  await queue.upsertJobScheduler(
    FUNDER_FILINGS_SCHEDULER_ID,
    { every: FUNDER_FILINGS_EVERY_MS },
    { name: FUNDER_FILINGS_JOB, data: {} },
  );
  await queue.add(FUNDER_FILINGS_JOB, {}, { jobId: `start-${now.toISOString().slice(0, 10)}` });
}

export function startFunderFilingsWorker(
  backend: QueueBackend,
  deps: RefreshFilingsDeps,
  onFailed?: (error: Error) => void,
): GrantflowWorker<FunderFilingsPayload> {
  return backend.createWorker<FunderFilingsPayload>(
    FUNDER_FILINGS_QUEUE,
    async (job) => {
      funderFilingsPayloadSchema.parse(job.data);
      const { refreshConfirmedFilings } = await import(
        '@grantflow/use-cases/funder-filings/refresh-confirmed-filings'
      );
      const result = await refreshConfirmedFilings(deps);
      if (result.failed > 0) throw new Error(`${result.failed} funders' filings could not be refreshed`);
      return result;
    },
    { concurrency: 1, onFailed: (_job, error) => onFailed?.(error) },
  );
}

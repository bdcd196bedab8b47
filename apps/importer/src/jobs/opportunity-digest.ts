import type { GrantflowQueue, GrantflowWorker, QueueBackend } from '@grantflow/queue/queue-backend';
import type { DigestDeps } from '@grantflow/use-cases/opportunities/send-opportunity-digests';
import { z } from 'zod';

// The daily opportunity digest (docs/operations.md, Opportunity digest): with OPPORTUNITY_DIGEST_ENABLED, a
// repeatable job every hour and one at start. A user gets at most one digest a day (the handler claims it
// per user and day), so the hourly runs only decide how soon after a sync the day's digest leaves; the
// handler is loaded on the first job.

export const OPPORTUNITY_DIGEST_QUEUE = 'opportunity-digest';
export const OPPORTUNITY_DIGEST_JOB = 'send-opportunity-digests';
export const OPPORTUNITY_DIGEST_SCHEDULER_ID = 'opportunity-digest-hourly';
export const OPPORTUNITY_DIGEST_EVERY_MS = 60 * 60 * 1000;

/** The job carries nothing: the saved searches and what is new are read when it runs. */
export const opportunityDigestPayloadSchema = z.object({}).strict();
export type OpportunityDigestPayload = z.infer<typeof opportunityDigestPayloadSchema>;

/**
 * Enabled: upserts the hourly scheduler and enqueues one run now (its job id is per hour, so replicas
 * starting together add it once). Disabled: removes the scheduler, so turning the setting off stops it.
 */
export async function scheduleOpportunityDigest(
  queue: GrantflowQueue<OpportunityDigestPayload>,
  enabled: boolean,
  now = new Date(),
): Promise<void> {
  if (!enabled) {
    await queue.removeJobScheduler(OPPORTUNITY_DIGEST_SCHEDULER_ID);
    return;
  }
  await queue.upsertJobScheduler(
    OPPORTUNITY_DIGEST_SCHEDULER_ID,
    { every: OPPORTUNITY_DIGEST_EVERY_MS },
    { name: OPPORTUNITY_DIGEST_JOB, data: {} },
  );
  await queue.add(OPPORTUNITY_DIGEST_JOB, {}, { jobId: `start-${now.toISOString().slice(0, 13)}` });
}

export function startOpportunityDigestWorker(
  backend: QueueBackend,
  deps: DigestDeps,
  onFailed?: (error: Error) => void,
): GrantflowWorker<OpportunityDigestPayload> {
  return backend.createWorker<OpportunityDigestPayload>(
    OPPORTUNITY_DIGEST_QUEUE,
    async (job) => {
      opportunityDigestPayloadSchema.parse(job.data);
      const { sendOpportunityDigests } = await import(
        '@grantflow/use-cases/opportunities/send-opportunity-digests'
      );
      return sendOpportunityDigests(deps);
    },
    { concurrency: 1, onFailed: (_job, error) => onFailed?.(error) },
  );
}

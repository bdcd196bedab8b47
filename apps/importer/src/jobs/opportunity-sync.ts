import type { Db } from '@grantflow/db/client';
import {
  OPPORTUNITY_SYNC_JOB,
  OPPORTUNITY_SYNC_QUEUE,
  type OpportunitySyncPayload,
} from '@grantflow/queue/opportunity-sync';
import type { GrantflowQueue, GrantflowWorker, QueueBackend } from '@grantflow/queue/queue-backend';
import type { OpportunitySource } from '@grantflow/use-cases/opportunities/opportunity-source';
import { z } from 'zod';

// The Grants.gov sync (docs/operations.md, Opportunity sync): with OPPORTUNITY_SYNC_ENABLED, a daily
// repeatable job and ones on demand (GraphQL syncOpportunities adds a job to the same queue).
// One job at a time; the handler is idempotent, so a retried or restarted job redoes only what is missing.

export { OPPORTUNITY_SYNC_JOB, OPPORTUNITY_SYNC_QUEUE, type OpportunitySyncPayload };
export const OPPORTUNITY_SYNC_SCHEDULER_ID = 'opportunity-sync-daily';
export const OPPORTUNITY_SYNC_EVERY_MS = 24 * 60 * 60 * 1000;

export const opportunitySyncPayloadSchema = z.object({}).strict();

/** Upserts the daily scheduler when enabled and removes it when not, so turning the setting off stops it. */
export async function scheduleOpportunitySync(
  queue: GrantflowQueue<OpportunitySyncPayload>,
  enabled: boolean,
): Promise<void> {
  if (!enabled) {
    await queue.removeJobScheduler(OPPORTUNITY_SYNC_SCHEDULER_ID);
    return;
  }
  await queue.upsertJobScheduler(
    OPPORTUNITY_SYNC_SCHEDULER_ID,
    { every: OPPORTUNITY_SYNC_EVERY_MS },
    { name: OPPORTUNITY_SYNC_JOB, data: {} },
  );
}

export interface OpportunitySyncDeps {
  db: Db;
  source: OpportunitySource;
  pageSize?: number;
  logger?: { info(object: Record<string, unknown>, message: string): void };
}

export function startOpportunitySyncWorker(
  backend: QueueBackend,
  deps: OpportunitySyncDeps,
  options: { lockDurationMs?: number; onFailed?: (error: Error) => void } = {},
): GrantflowWorker<OpportunitySyncPayload> {
  return backend.createWorker<OpportunitySyncPayload>(
    OPPORTUNITY_SYNC_QUEUE,
    async (job) => {
      opportunitySyncPayloadSchema.parse(job.data);
      const { syncOpportunities } = await import('@grantflow/use-cases/opportunities/sync-opportunities');
      const result = await syncOpportunities(deps);
      deps.logger?.info({ ...result }, 'opportunity sync finished');
      return result;
    },
    {
      concurrency: 1,
      ...(options.lockDurationMs ? { lockDurationMs: options.lockDurationMs } : {}),
      onFailed: (_job, error) => options.onFailed?.(error),
    },
  );
}

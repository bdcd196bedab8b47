import type { GrantflowQueue } from './queue-backend.ts';

// Shared contract of the Grants.gov sync queue (docs/operations.md, Opportunity sync): the importer runs the
// worker and the daily schedule, the api adds an on-demand run (GraphQL syncOpportunities).

export const OPPORTUNITY_SYNC_QUEUE = 'opportunity-sync';
export const OPPORTUNITY_SYNC_JOB = 'sync-opportunities';

/** The job carries nothing: what to fetch is Grants.gov's current list. */
export type OpportunitySyncPayload = Record<string, never>;

/**
 * Adds one run now. The id is per minute, so repeated clicks within a minute add one run (BullMQ keeps a
 * finished job's id for a week, and adding an existing id is a no-op).
 */
export async function requestOpportunitySync(
  queue: GrantflowQueue<OpportunitySyncPayload>,
  now = new Date(),
): Promise<void> {
  await queue.add(
    OPPORTUNITY_SYNC_JOB,
    {},
    { jobId: `manual_${now.toISOString().slice(0, 16).replace(/\D/g, '')}` },
  );
}

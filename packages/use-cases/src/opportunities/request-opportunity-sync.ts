import { DomainError } from '@grantflow/domain/shared/errors';

/**
 * syncOpportunities (ADMIN; the caller checked the role): adds one Grants.gov sync run to the importer's
 * queue and returns at once; the run's outcome is in the importer's log (docs/operations.md, Opportunity sync).
 */
export async function requestOpportunitySync(options: {
  enqueue: (() => Promise<void>) | undefined;
}): Promise<boolean> {
  if (!options.enqueue) throw new DomainError('INTERNAL', 'The opportunity sync queue is not configured');
  await options.enqueue();
  return true;
}

import type { DbExecutor } from '@grantflow/db/client';
import type { OpportunityRecord } from '@grantflow/db/repositories/opportunities';
import { matchCandidates } from '@grantflow/db/repositories/opportunity-match';
import { matchReasons } from '@grantflow/domain/opportunity/match-reasons';

/** An opportunity as an organisation reads it, with why it fits them (docs/product.md, Find grants). */
export interface MatchedOpportunity extends OpportunityRecord {
  matchReasons: string[];
}

/** The records with their match reasons, found for all of them in one statement (no query per row). */
export async function withMatchReasons(
  tx: DbExecutor,
  organizationId: number,
  records: readonly OpportunityRecord[],
): Promise<MatchedOpportunity[]> {
  const candidates = await matchCandidates(
    tx,
    organizationId,
    records.map((record) => record.id),
  );
  return records.map((record) => ({
    ...record,
    matchReasons: matchReasons(candidates.get(record.id) ?? []),
  }));
}

/** One record with its match reasons. */
export async function withMatchReasonsOf(
  tx: DbExecutor,
  organizationId: number,
  record: OpportunityRecord,
): Promise<MatchedOpportunity> {
  const candidates = await matchCandidates(tx, organizationId, [record.id]);
  return { ...record, matchReasons: matchReasons(candidates.get(record.id) ?? []) };
}

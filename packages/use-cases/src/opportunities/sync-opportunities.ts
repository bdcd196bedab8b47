import { createHash } from 'node:crypto';
import { type Db, withIdentity } from '@grantflow/db/client';
import {
  closeUnseenOpportunities,
  type OpportunityWrite,
  storedFingerprints,
  upsertOpportunity,
} from '@grantflow/db/repositories/opportunity-sync';
import { dollarsToCents } from '@grantflow/domain/money/money-units';
import type { OpportunityDetail, OpportunityHit, OpportunitySource } from './opportunity-source.ts';

export interface SyncOpportunitiesDeps {
  db: Db;
  source: OpportunitySource;
  /** Hits asked per search page. */
  pageSize?: number;
}

export interface SyncOpportunitiesResult {
  seen: number;
  inserted: number;
  updated: number;
  unchanged: number;
  closed: number;
  /** Hits whose details did not validate: not stored, tried again next run. */
  skipped: number;
}

/** A digest of the hit's fields: equal digests mean the search shows nothing new, so no detail fetch. */
export function hitFingerprint(hit: OpportunityHit): string {
  return createHash('sha256').update(JSON.stringify(hit)).digest('hex');
}

const cents = (dollars: number | null) => (dollars === null ? null : dollarsToCents(dollars));

function toWrite(hit: OpportunityHit, detail: OpportunityDetail): OpportunityWrite {
  return {
    ...hit,
    awardCeilingCents: cents(detail.awardCeilingDollars),
    awardFloorCents: cents(detail.awardFloorDollars),
    eligibilityCodes: detail.eligibilityCodes,
    synopsis: detail.synopsis,
    link: detail.link,
    revision: detail.revision,
    hitFingerprint: hitFingerprint(hit),
    sourceUpdatedAt: detail.updatedAt,
  };
}

/**
 * Pages through Grants.gov's open opportunities, fetches the details of new or changed hits and upserts
 * them one transaction each (a restarted job redoes only what was not committed), then — only when every page
 * was read — closes what the provider no longer lists (docs/architecture.md, Find grants).
 */
export async function syncOpportunities(deps: SyncOpportunitiesDeps): Promise<SyncOpportunitiesResult> {
  const { db, source } = deps;
  const pageSize = deps.pageSize ?? 100;
  const result: SyncOpportunitiesResult = {
    seen: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    closed: 0,
    skipped: 0,
  };
  const seen = new Set<number>();
  for (let start = 0; ; start += pageSize) {
    const page = await source.searchPage(start, pageSize);
    result.skipped += page.skipped;
    const known = await withIdentity(db, (tx) =>
      storedFingerprints(
        tx,
        page.hits.map((hit) => hit.grantsGovId),
      ),
    );
    for (const hit of page.hits) {
      seen.add(hit.grantsGovId);
      if (known.get(hit.grantsGovId) === hitFingerprint(hit)) {
        result.unchanged += 1;
        continue;
      }
      const detail = await source.fetchDetail(hit.grantsGovId);
      if (!detail) {
        result.skipped += 1;
        continue;
      }
      const outcome = await withIdentity(db, (tx) => upsertOpportunity(tx, toWrite(hit, detail)));
      result[outcome] += 1;
    }
    if (page.hits.length + page.skipped < pageSize || start + pageSize >= page.hitCount) break;
  }
  result.seen = seen.size;
  // A hit skipped for a bad answer is not "seen": keep its stored row open rather than close it by mistake.
  // An empty list is more likely a provider fault than every opportunity closing at once.
  if (result.skipped === 0 && seen.size > 0)
    result.closed = await withIdentity(db, (tx) => closeUnseenOpportunities(tx, [...seen]));
  return result;
}

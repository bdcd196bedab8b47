import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';

// The sync job's writes to the shared opportunities copy (docs/architecture.md, Find grants). They run in an
// identity transaction: the table's policies let only identity mode insert or update, tenants only read.

export type OpportunityStatus = 'forecasted' | 'posted' | 'closed' | 'archived';

/** The fields of an opportunity as Grants.gov gives them (search hit plus details), read and written alike. */
export interface OpportunityFields {
  grantsGovId: number;
  number: string;
  title: string;
  agencyCode: string;
  agencyName: string;
  status: OpportunityStatus;
  openDate: string | null;
  closeDate: string | null;
  awardCeilingCents: number | null;
  awardFloorCents: number | null;
  eligibilityCodes: string[];
  alns: string[];
  synopsis: string;
  link: string;
}

/** What the sync writes: the fields and what decides whether a later sync writes again. */
export interface OpportunityWrite extends OpportunityFields {
  revision: number;
  hitFingerprint: string;
  sourceUpdatedAt: Date | null;
}

export type UpsertOutcome = 'inserted' | 'updated' | 'unchanged';

/** The stored hit fingerprint of each of these Grants.gov ids that the copy holds. */
export async function storedFingerprints(
  tx: DbExecutor,
  grantsGovIds: number[],
): Promise<Map<number, string>> {
  if (grantsGovIds.length === 0) return new Map();
  const { rows } = await tx.execute<{ grants_gov_id: number; hit_fingerprint: string }>(
    sql`select grants_gov_id, hit_fingerprint from opportunities
        where grants_gov_id = any(${`{${grantsGovIds.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((row) => [row.grants_gov_id, row.hit_fingerprint]));
}

const textArray = (values: string[]) => sql`${JSON.stringify(values)}::jsonb`;

/**
 * Inserts the opportunity or updates it when its revision or its search hit changed; the same revision with
 * the same hit writes nothing (a re-run, or a restarted job, is a no-op).
 */
export async function upsertOpportunity(tx: DbExecutor, row: OpportunityWrite): Promise<UpsertOutcome> {
  const { rows } = await tx.execute<{ inserted: boolean }>(sql`
    insert into opportunities (grants_gov_id, number, title, agency_code, agency_name, status, open_date,
      close_date, award_ceiling_cents, award_floor_cents, eligibility_codes, alns, synopsis, link, revision,
      hit_fingerprint, source_updated_at)
    values (${row.grantsGovId}, ${row.number}, ${row.title}, ${row.agencyCode}, ${row.agencyName},
      ${row.status}, ${row.openDate}, ${row.closeDate}, ${row.awardCeilingCents}, ${row.awardFloorCents},
      array(select jsonb_array_elements_text(${textArray(row.eligibilityCodes)})),
      array(select jsonb_array_elements_text(${textArray(row.alns)})), ${row.synopsis}, ${row.link},
      ${row.revision}, ${row.hitFingerprint}, ${row.sourceUpdatedAt?.toISOString() ?? null})
    on conflict (grants_gov_id) do update set number = excluded.number, title = excluded.title,
      agency_code = excluded.agency_code, agency_name = excluded.agency_name, status = excluded.status,
      open_date = excluded.open_date, close_date = excluded.close_date,
      award_ceiling_cents = excluded.award_ceiling_cents, award_floor_cents = excluded.award_floor_cents,
      eligibility_codes = excluded.eligibility_codes, alns = excluded.alns, synopsis = excluded.synopsis,
      link = excluded.link, revision = excluded.revision, hit_fingerprint = excluded.hit_fingerprint,
      source_updated_at = excluded.source_updated_at, updated_at = now()
    where opportunities.revision is distinct from excluded.revision
       or opportunities.hit_fingerprint is distinct from excluded.hit_fingerprint
    returning (xmax = 0) as inserted`);
  const written = rows[0];
  if (!written) return 'unchanged';
  return written.inserted ? 'inserted' : 'updated';
}

/**
 * Marks as closed every open (forecasted or posted) opportunity that a complete sync no longer saw; answers
 * how many. The fingerprint is cleared so that one reappearing is fetched again. Only a sync that paged
 * through every hit may call it, or a cut-short run would close live ones.
 */
export async function closeUnseenOpportunities(tx: DbExecutor, seenGrantsGovIds: number[]): Promise<number> {
  const { rows } = await tx.execute<{ grants_gov_id: number }>(sql`
    update opportunities set status = 'closed', hit_fingerprint = '', updated_at = now()
    where status in ('forecasted', 'posted')
      and not (grants_gov_id = any(${`{${seenGrantsGovIds.join(',')}}`}::int[]))
    returning grants_gov_id`);
  return rows.length;
}

import type { DayRange } from '@grantflow/domain/dates/day-range';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { funders } from '../schema/funders.ts';
import { applications } from '../schema/grants.ts';
import { programs } from '../schema/programs.ts';
import { awardedInSql, pendingInSql, type SqlDateRange, sentInSql } from './dashboard-sql.ts';
import { toNumber } from './shared.ts';

export interface PartyAmounts {
  party: { id: number; name: string };
  /** Sent in the range: amount requested. */
  requestedCents: number;
  /** Awarded in the range: amount awarded. */
  awardedCents: number;
  /** Sent in the range and still awaiting an answer: amount requested. */
  pendingCents: number;
}

export interface AmountsByPartyOptions {
  by: 'funder' | 'program';
  range: DayRange;
  today: string;
}

/**
 * The dashboard's three measures (dashboard-sql.ts, the same definitions as awardsByYear) per funder or
 * per program over one fiscal year, in one GROUP BY over the year's sent and awarded applications; a
 * party with none of them is absent. Largest award first, then largest request, then by name.
 */
export async function amountsByParty(
  tx: DbExecutor,
  organizationId: number,
  options: AmountsByPartyOptions,
): Promise<PartyAmounts[]> {
  const range: SqlDateRange = {
    start: sql`${options.range.start}::date`,
    end: sql`${options.range.end}::date`,
  };
  const party = options.by === 'funder' ? funders : programs;
  const partyId = options.by === 'funder' ? applications.funderId : applications.programId;
  const result = await tx.execute<{
    id: number;
    name: string;
    requested: string;
    awarded: string;
    pending: string;
  }>(sql`
    select ${party.id} as id, ${party.name} as name,
      coalesce(sum(${applications.amountRequestedCents}) filter (where ${sentInSql(range)}), 0) as requested,
      coalesce(sum(${applications.amountAwardedCents}) filter (where ${awardedInSql(range)}), 0) as awarded,
      coalesce(sum(${applications.amountRequestedCents}) filter (where ${pendingInSql(range, options.today)}), 0)
        as pending
    from ${applications}
    join ${party} on ${party.id} = ${partyId} and ${party.organizationId} = ${organizationId}
    where ${applications.organizationId} = ${organizationId} and (${sentInSql(range)} or ${awardedInSql(range)})
    group by ${party.id}, ${party.name}
    order by 4 desc, 3 desc, lower(${party.name}), ${party.id}`);
  return result.rows.map((row) => ({
    party: { id: toNumber(row.id), name: row.name },
    requestedCents: toNumber(row.requested),
    awardedCents: toNumber(row.awarded),
    pendingCents: toNumber(row.pending),
  }));
}

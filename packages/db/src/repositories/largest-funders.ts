import { LARGEST_FUNDERS_TOP } from '@grantflow/domain/constants/limits';
import type { FunderType } from '@grantflow/domain/shared/enums';
import { type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { funders } from '../schema/funders.ts';
import { programs } from '../schema/programs.ts';
import { awardsInRangeSql } from './awards-in-range-sql.ts';
import { type DateRange, toNumber } from './shared.ts';

export interface LargestFundersOptions {
  organizationId: number;
  /** Award dates inside it (inclusive; either side open). */
  range: DateRange;
  type?: FunderType | null;
}

export interface FunderAmount {
  funder: { id: number; name: string };
  amountCents: number;
}

export interface ProgramFunders {
  program: { id: number; name: string };
  /** Every funder that awarded the program in the range, largest first. */
  funders: FunderAmount[];
}

export interface LargestFundersRecord {
  /** The top LARGEST_FUNDERS_TOP funders of the organisation by awarded amount. */
  overall: FunderAmount[];
  programs: ProgramFunders[];
}

/** The funder filter: the funder of the organisation, of the type asked for if any. */
function funderSql(options: LargestFundersOptions, funderId: SQL): SQL {
  const parts: SQL[] = [
    sql`${funders.id} = ${funderId}`,
    sql`${funders.organizationId} = ${options.organizationId}`,
  ];
  if (options.type) parts.push(sql`${funders.type} = ${options.type}`);
  return sql.join(parts, sql` and `);
}

/**
 * Two statements, each one GROUP BY over the awards in the range (awards-in-range-sql.ts: month summary rows,
 * and applications only for the days of partial months): the overall ranking and the per-program ranking.
 * Names and types are joined after summing, so a renamed funder or a funder's new type is read as it is now.
 */
export async function largestFunders(
  tx: DbExecutor,
  options: LargestFundersOptions,
): Promise<LargestFundersRecord> {
  const awarded = awardsInRangeSql(options.organizationId, options.range);
  const overall = await tx.execute<{ id: number; name: string; cents: string }>(sql`
    with awarded as (${awarded})
    select ${funders.id} as id, ${funders.name} as name, coalesce(sum(awarded.cents), 0) as cents
    from awarded join ${funders} on ${funderSql(options, sql`awarded.funder_id`)}
    group by ${funders.id}, ${funders.name}
    having sum(awarded.n) > 0
    order by 3 desc, lower(${funders.name}), ${funders.id}
    limit ${LARGEST_FUNDERS_TOP}`);
  const perProgram = await tx.execute<{
    program_id: number;
    program_name: string;
    funder_id: number;
    funder_name: string;
    cents: string;
  }>(sql`
    with awarded as materialized (
      select awards.program_id, awards.funder_id, sum(awards.cents) as cents
      from (${awarded}) awards
      where awards.program_id is not null
      group by awards.program_id, awards.funder_id
      having sum(awards.n) > 0
    )
    select ${programs.id} as program_id, ${programs.name} as program_name,
      ${funders.id} as funder_id, ${funders.name} as funder_name, coalesce(awarded.cents, 0) as cents
    from awarded
    join ${programs} on ${programs.id} = awarded.program_id and ${programs.organizationId} = ${options.organizationId}
    join ${funders} on ${funderSql(options, sql`awarded.funder_id`)}
    order by lower(${programs.name}), ${programs.id}, 5 desc, lower(${funders.name}), ${funders.id}`);

  const byProgram = new Map<number, ProgramFunders>();
  for (const row of perProgram.rows) {
    const programId = toNumber(row.program_id);
    let entry = byProgram.get(programId);
    if (!entry) {
      entry = { program: { id: programId, name: row.program_name }, funders: [] };
      byProgram.set(programId, entry);
    }
    entry.funders.push({
      funder: { id: toNumber(row.funder_id), name: row.funder_name },
      amountCents: toNumber(row.cents),
    });
  }
  return {
    overall: overall.rows.map((row) => ({
      funder: { id: toNumber(row.id), name: row.name },
      amountCents: toNumber(row.cents),
    })),
    programs: [...byProgram.values()],
  };
}

import { LARGEST_FUNDERS_TOP } from '@grantflow/domain/constants/limits';
import type { FunderType } from '@grantflow/domain/shared/enums';
import { type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { funders } from '../schema/funders.ts';
import { applications, grants } from '../schema/grants.ts';
import { programs } from '../schema/programs.ts';
import { awardDateSql } from './dashboard-sql.ts';
import { grantFunderJoinSql } from './parties-sql.ts';
import { type DateRange, dateRangeConditions, toNumber } from './shared.ts';

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

// Awarded (status AWARDED) with the award date in the range: the dashboard's "awarded" definition.
function awardedWhere(options: LargestFundersOptions): SQL {
  const parts: SQL[] = [
    sql`${applications.organizationId} = ${options.organizationId}`,
    sql`${applications.status} = 'AWARDED'`,
  ];
  parts.push(...dateRangeConditions(awardDateSql, options.range));
  if (options.type) parts.push(sql`${funders.type} = ${options.type}`);
  return sql.join(parts, sql` and `);
}

const joins = sql`from ${applications} ${grantFunderJoinSql}`;

/**
 * Two statements, each one GROUP BY: the overall ranking and the per-program ranking. Both start from the
 * awards in the range (applications_awarded_* indexes); joined to programs in the same FROM list, the planner
 * started the per-program one from the programs instead and probed every grant of the organisation for
 * awards, a cost that grows with the organisation, so the awards are summed first.
 */
export async function largestFunders(
  tx: DbExecutor,
  options: LargestFundersOptions,
): Promise<LargestFundersRecord> {
  const where = awardedWhere(options);
  const overall = await tx.execute<{ id: number; name: string; cents: string }>(sql`
    select ${funders.id} as id, ${funders.name} as name, coalesce(sum(${applications.amountAwardedCents}), 0) as cents
    ${joins}
    where ${where}
    group by ${funders.id}, ${funders.name}
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
      select ${grants.programId} as program_id, ${funders.id} as funder_id, ${funders.name} as funder_name,
        sum(${applications.amountAwardedCents}) as cents
      ${joins}
      where ${where}
      group by ${grants.programId}, ${funders.id}, ${funders.name}
    )
    select ${programs.id} as program_id, ${programs.name} as program_name,
      awarded.funder_id, awarded.funder_name, coalesce(awarded.cents, 0) as cents
    from awarded
    join ${programs} on ${programs.id} = awarded.program_id and ${programs.organizationId} = ${options.organizationId}
    order by lower(${programs.name}), ${programs.id}, 5 desc, lower(awarded.funder_name), awarded.funder_id`);

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

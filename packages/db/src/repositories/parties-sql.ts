import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { funders } from '../schema/funders.ts';
import { applications, grants } from '../schema/grants.ts';
import { programs } from '../schema/programs.ts';
import { containsPattern, toNumber } from './shared.ts';

// An application's grant, funder and (optional) program: the joins every list and aggregate writes, once for
// the query builder and once as raw SQL, and the mapping of the columns they bring. Each join also matches
// the organisation, so a row can only meet rows of its own tenant.

export const grantOfApplication = and(
  eq(grants.id, applications.grantId),
  eq(grants.organizationId, applications.organizationId),
);
export const funderOfGrant = and(
  eq(funders.id, grants.funderId),
  eq(funders.organizationId, grants.organizationId),
);
export const programOfGrant = and(
  eq(programs.id, grants.programId),
  eq(programs.organizationId, grants.organizationId),
);

/** Joins grant, funder and program to a dynamic select whose FROM list holds `applications`. */
export function joinApplicationParties<T extends PgSelect>(query: T) {
  return query
    .innerJoin(grants, grantOfApplication)
    .innerJoin(funders, funderOfGrant)
    .leftJoin(programs, programOfGrant);
}

/** The list search: the funder's or the program's name contains `search` (after `joinApplicationParties`). */
export function partiesNameContains(search: string) {
  return or(ilike(funders.name, containsPattern(search)), ilike(programs.name, containsPattern(search)));
}

/** Grant and funder of an application (every application has both); `applications` must be in the FROM list. */
export const grantFunderJoinSql = sql`join ${grants} on ${grants.id} = ${applications.grantId} and ${grants.organizationId} = ${applications.organizationId}
  join ${funders} on ${funders.id} = ${grants.funderId} and ${funders.organizationId} = ${grants.organizationId}`;

/** Grant, funder and the grant's program when it has one; `applications` must be in the FROM list. */
export const partiesJoinSql = sql`${grantFunderJoinSql}
  left join ${programs} on ${programs.id} = ${grants.programId} and ${programs.organizationId} = ${grants.organizationId}`;

/** Funder and program columns for a raw select over `partiesJoinSql`, read back by `fundingParties`. */
export const fundingPartiesColumns = sql`${funders.id} as funder_id, ${funders.name} as funder_name,
  ${programs.id} as program_id, ${programs.name} as program_name`;

export interface FundingPartiesRow {
  funder_id: number;
  funder_name: string;
  program_id: number | null;
  program_name: string | null;
}

export interface FundingParties {
  funder: { id: number; name: string };
  program: { id: number; name: string } | null;
}

export function fundingParties(row: FundingPartiesRow): FundingParties {
  return {
    funder: { id: toNumber(row.funder_id), name: row.funder_name },
    program: row.program_id === null ? null : { id: toNumber(row.program_id), name: row.program_name ?? '' },
  };
}

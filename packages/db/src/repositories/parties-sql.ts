import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
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

/** An aliased table and its FROM-list entry (drizzle's sql template writes an aliased table by its alias alone). */
function aliasedTable<T extends PgTable, A extends string>(table: T, name: A) {
  return { table: alias(table, name), from: sql`${table} ${sql.identifier(name)}` };
}

const matchingFunders = aliasedTable(funders, 'matching_funders');
const matchingPrograms = aliasedTable(programs, 'matching_programs');
const grantsOfPrograms = aliasedTable(grants, 'grants_of_matching_programs');

/**
 * The list search, on `applications` (no join needed): the application's funder's or its grant's program's
 * name contains `search`. The organisation's few funders and programs are tested first, in two subqueries
 * PostgreSQL runs once and hashes; each application is then matched by id. Written as "join every grant with
 * its funder and program, then test the names", it joined and tested all the organisation's grants for the
 * count and again for the page, with a custom plan per request; this way the page
 * walks the deadline index until it has a page of matches, the count reads applications alone, and
 * the plan no longer depends on the organisation's size.
 * `applications.funder_id` is the grant's funder: a composite foreign key to grants keeps them equal.
 */
export function applicationPartiesMatch(organizationId: number, search: string): SQL {
  const pattern = containsPattern(search);
  const f = matchingFunders.table;
  const p = matchingPrograms.table;
  const g = grantsOfPrograms.table;
  return sql`(${applications.funderId} in (select ${f.id} from ${matchingFunders.from}
      where ${f.organizationId} = ${organizationId} and ${f.name} ilike ${pattern})
    or ${applications.grantId} in (select ${g.id} from ${grantsOfPrograms.from}
      join ${matchingPrograms.from} on ${p.id} = ${g.programId} and ${p.organizationId} = ${g.organizationId}
      where ${g.organizationId} = ${organizationId} and ${p.name} ilike ${pattern}))`;
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

import type { NewApplication } from '@grantflow/domain/grant/plan-grant-applications';
import type { GrantFrequency } from '@grantflow/domain/shared/enums';
import { DomainError } from '@grantflow/domain/shared/errors';
import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { funderLocations, funders } from '../schema/funders.ts';
import { applications, grants, reports } from '../schema/grants.ts';
import { programs } from '../schema/programs.ts';
import { responseDaysSql } from './application-sql.ts';
import {
  assertFunderExists,
  type FunderRecord,
  funderColumns,
  locationOfFunder,
  toFunderRecord,
} from './funders.ts';
import { FULL_GRANT_LOAD, type GrantLoad } from './load.ts';
import { funderOfGrant, programOfGrant } from './parties-sql.ts';
import { partitionedPageIds } from './partitioned-page.ts';
import { assertProgramExists } from './programs.ts';
import {
  found,
  organizationRowsIn,
  type Page,
  type PageRequest,
  prepared,
  toNullableNumber,
} from './shared.ts';

export interface GrantRecord {
  id: number;
  organizationId: number;
  funderId: number;
  programId: number | null;
  frequency: GrantFrequency;
  recurrenceCount: number | null;
  program: { id: number; name: string } | null;
  /** Undefined when the load left it out. */
  funder?: FunderRecord;
  /** Mean response days of the grant's applications, rounded up; null when none answered; undefined unless loaded. */
  responseAverage?: number | null;
}

/**
 * The columns of a grant with its program and, as `load` asks, funder (with location, totals, last award)
 * and response average, for a select whose FROM list holds `grants`, `programs` (left), `funders` and
 * `funder_locations` (left) joined as `loadGrants` joins them. The funder's aggregates are correlated.
 */
export function grantColumns(load: GrantLoad, today: string) {
  return {
    grant: {
      id: grants.id,
      organizationId: grants.organizationId,
      funderId: grants.funderId,
      programId: grants.programId,
      frequency: grants.frequency,
      recurrenceCount: grants.recurrenceCount,
    },
    programName: programs.name,
    responseAverage: load.responseAverage
      ? sql<string | null>`(select ceil(avg(${responseDaysSql(today)}))::int from ${applications}
        where ${applications.organizationId} = ${sql.raw('"grants"."organization_id"')}
          and ${applications.grantId} = ${sql.raw('"grants"."id"')})`
      : sql<null>`null`,
    funder: funderColumns(load.funder || {}),
  };
}

type GrantRow = Awaited<ReturnType<typeof selectGrants>>[number];

function selectGrants(tx: DbExecutor, load: GrantLoad, today: string) {
  return tx
    .select(grantColumns(load, today))
    .from(grants)
    .leftJoin(programs, programOfGrant)
    .innerJoin(funders, funderOfGrant)
    .leftJoin(funderLocations, locationOfFunder);
}

/** A row of `grantColumns` as the record `load` describes. */
export function toGrantRecord(row: GrantRow, load: GrantLoad): GrantRecord {
  const { grant, programName, responseAverage, funder } = row;
  const record: GrantRecord = {
    ...grant,
    program:
      grant.programId !== null && programName !== null ? { id: grant.programId, name: programName } : null,
  };
  if (load.funder) record.funder = toFunderRecord(funder, load.funder);
  if (load.responseAverage) record.responseAverage = toNullableNumber(responseAverage);
  return record;
}

/** Grants by id, as `grantColumns` describes them: one statement for any number of grants. */
export async function loadGrants(
  tx: DbExecutor,
  organizationId: number,
  ids: readonly number[],
  today: string,
  load: GrantLoad = FULL_GRANT_LOAD,
): Promise<Map<number, GrantRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await prepared(
    selectGrants(tx, load, today).where(
      organizationRowsIn(grants.organizationId, organizationId, grants.id, ids),
    ),
  );
  return new Map(rows.map((row) => [row.grant.id, toGrantRecord(row, load)]));
}

export interface FunderGrantPagesOptions extends PageRequest {
  organizationId: number;
  funderIds: readonly number[];
  today: string;
  load?: GrantLoad;
}

/**
 * The same page of each funder's grants, by program name (case-insensitive, as the program list; grants
 * of a deleted program last) then id, with each funder's total: two statements for any number of funders
 * (the pages' ids, then the grants). A funder of another organisation, or without grants, gets an empty page.
 */
export async function listFunderGrantPages(
  tx: DbExecutor,
  options: FunderGrantPagesOptions,
): Promise<Map<number, Page<GrantRecord>>> {
  const { organizationId, funderIds } = options;
  const pages = new Map<number, Page<GrantRecord>>(funderIds.map((id) => [id, { items: [], total: 0 }]));
  if (funderIds.length === 0) return pages;
  const idPages = await partitionedPageIds(
    tx,
    {
      parent: grants.funderId,
      id: grants.id,
      from: sql`${grants} left join ${programs} on ${programOfGrant}`,
      where: sql`${organizationRowsIn(grants.organizationId, organizationId, grants.funderId, funderIds)}`,
      orderBy: sql`lower(${programs.name}) asc nulls last, ${grants.id} asc`,
    },
    options,
  );
  const ids = [...idPages.values()].flatMap((page) => page.ids);
  const records = await loadGrants(tx, organizationId, ids, options.today, options.load ?? FULL_GRANT_LOAD);
  for (const [funderId, { ids: pageIds, total }] of idPages) {
    const items = pageIds.flatMap((id) => {
      const grant = records.get(id);
      return grant ? [grant] : [];
    });
    pages.set(funderId, { items, total });
  }
  return pages;
}

export interface NewGrant {
  funderId: number;
  programId: number;
  frequency: GrantFrequency;
  recurrenceCount: number | null;
  applications: NewApplication[];
}

/**
 * Inserts the grant, its applications and their reports: three statements after the existence checks.
 * The caller's transaction makes it all or nothing.
 */
export async function createGrant(
  tx: DbExecutor,
  organizationId: number,
  grant: NewGrant,
): Promise<{ grantId: number; applicationIds: number[] }> {
  await assertFunderExists(tx, organizationId, grant.funderId);
  await assertProgramExists(tx, organizationId, grant.programId);
  const [row] = await tx
    .insert(grants)
    .values({
      organizationId,
      funderId: grant.funderId,
      programId: grant.programId,
      frequency: grant.frequency,
      recurrenceCount: grant.recurrenceCount,
    })
    .returning({ id: grants.id });
  if (!row) throw new DomainError('INTERNAL');
  if (grant.applications.length === 0) return { grantId: row.id, applicationIds: [] };
  const inserted = await tx
    .insert(applications)
    .values(
      grant.applications.map(({ reports: _reports, ...application }) => ({
        ...application,
        organizationId,
        grantId: row.id,
      })),
    )
    .returning({ id: applications.id, deadline: applications.deadline });
  // RETURNING follows the VALUES order; match on the (distinct) deadlines anyway rather than rely on it.
  const idByDeadline = new Map(inserted.map((application) => [application.deadline, application.id]));
  const reportRows = grant.applications.flatMap((application) => {
    const applicationId = idByDeadline.get(application.deadline);
    if (applicationId === undefined) throw new DomainError('INTERNAL');
    return application.reports.map((report) => ({ ...report, organizationId, applicationId }));
  });
  if (reportRows.length > 0) await tx.insert(reports).values(reportRows);
  return {
    grantId: row.id,
    applicationIds: grant.applications.map((a) => idByDeadline.get(a.deadline) ?? 0),
  };
}

export async function deleteGrant(tx: DbExecutor, organizationId: number, id: number): Promise<void> {
  const [row] = await tx
    .delete(grants)
    .where(and(eq(grants.organizationId, organizationId), eq(grants.id, id)))
    .returning({ id: grants.id });
  found(row, 'GRANT_NOT_FOUND');
}

export async function getGrant(
  tx: DbExecutor,
  organizationId: number,
  id: number,
  today: string,
): Promise<GrantRecord> {
  return found((await loadGrants(tx, organizationId, [id], today)).get(id), 'GRANT_NOT_FOUND');
}

/** Moves a grant to another program of the organisation (updateApplication carries programId). */
export async function setGrantProgram(
  tx: DbExecutor,
  organizationId: number,
  grantId: number,
  programId: number,
): Promise<void> {
  await assertProgramExists(tx, organizationId, programId);
  await tx
    .update(grants)
    .set({ programId })
    .where(and(eq(grants.organizationId, organizationId), eq(grants.id, grantId)));
}

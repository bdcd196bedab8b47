import { DomainError } from '@grantflow/domain/shared/errors';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { applications, grants, reports } from '../schema/grants.ts';
import { assertFunderExists } from './funders.ts';
import type { NewGrant } from './grants.ts';
import { assertProgramExists } from './programs.ts';

/**
 * Inserts many grants with their applications and reports in a few multi-row statements (a spreadsheet
 * batch: ~5 statements per batch instead of ~5 per row). The grants' ids are drawn from their identity
 * sequence first, so each application is tied to its grant by id, not by the order RETURNING gives.
 * Returns the grant ids in the order given. The caller's transaction makes it all or nothing.
 */
export async function createGrants(
  tx: DbExecutor,
  organizationId: number,
  list: readonly NewGrant[],
): Promise<number[]> {
  if (list.length === 0) return [];
  for (const funderId of new Set(list.map((grant) => grant.funderId)))
    await assertFunderExists(tx, organizationId, funderId);
  for (const programId of new Set(list.map((grant) => grant.programId)))
    await assertProgramExists(tx, organizationId, programId);
  const drawn = await tx.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('grants', 'id'))::int as id from generate_series(1, ${list.length})`,
  );
  const ids = drawn.rows.map((row) => Number(row.id));
  if (ids.length !== list.length) throw new DomainError('INTERNAL');
  await tx
    .insert(grants)
    .overridingSystemValue()
    .values(
      list.map((grant, index) => ({
        id: ids[index] as number,
        organizationId,
        funderId: grant.funderId,
        programId: grant.programId,
        frequency: grant.frequency,
        recurrenceCount: grant.recurrenceCount,
      })),
    );
  const applicationRows = list.flatMap((grant, index) =>
    grant.applications.map(({ reports: _reports, ...application }) => ({
      ...application,
      organizationId,
      grantId: ids[index] as number,
    })),
  );
  if (applicationRows.length === 0) return ids;
  const inserted = await tx
    .insert(applications)
    .values(applicationRows)
    .returning({ id: applications.id, grantId: applications.grantId, deadline: applications.deadline });
  // A grant's applications have distinct deadlines: (grant, deadline) names one application.
  const byKey = new Map(inserted.map((row) => [`${row.grantId}|${row.deadline}`, row.id]));
  const reportRows = list.flatMap((grant, index) =>
    grant.applications.flatMap((application) => {
      const applicationId = byKey.get(`${ids[index]}|${application.deadline}`);
      if (applicationId === undefined) throw new DomainError('INTERNAL');
      return application.reports.map((report) => ({ ...report, organizationId, applicationId }));
    }),
  );
  if (reportRows.length > 0) await tx.insert(reports).values(reportRows);
  return ids;
}

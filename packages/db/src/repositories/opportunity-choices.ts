import type { NewApplication } from '@grantflow/domain/grant/plan-grant-applications';
import { DomainError } from '@grantflow/domain/shared/errors';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { applications, grants } from '../schema/grants.ts';

// What one organisation decides about a shared opportunity (docs/product.md, Find grants): "Not for us"
// (a dismissal, undoable) and Track (the application it is tracked with, at most one).

/** Hides the opportunity from the organisation's results; dismissing twice keeps one row. */
export async function dismissOpportunity(tx: DbExecutor, organizationId: number, opportunityId: number) {
  await tx.execute(sql`insert into opportunity_dismissals (organization_id, opportunity_id)
    values (${organizationId}, ${opportunityId}) on conflict do nothing`);
}

export async function restoreOpportunity(tx: DbExecutor, organizationId: number, opportunityId: number) {
  await tx.execute(sql`delete from opportunity_dismissals
    where organization_id = ${organizationId} and opportunity_id = ${opportunityId}`);
}

/**
 * Serialises tracking of one opportunity by one organisation until the transaction ends, so two Track
 * clicks at once create one application, then answers the application already tracking it, if any.
 */
export async function lockTrackedApplication(
  tx: DbExecutor,
  organizationId: number,
  opportunityId: number,
): Promise<number | null> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`opportunity-track:${organizationId}:${opportunityId}`}, 0))`,
  );
  const { rows } = await tx.execute<{ application_id: number }>(sql`select application_id
    from opportunity_tracks where organization_id = ${organizationId} and opportunity_id = ${opportunityId}`);
  return rows[0]?.application_id ?? null;
}

/** The organisation's funder of this name (case-insensitive, the oldest), if any. */
export async function funderIdByName(
  tx: DbExecutor,
  organizationId: number,
  name: string,
): Promise<number | null> {
  const { rows } = await tx.execute<{ id: number }>(sql`select id from funders
    where organization_id = ${organizationId} and lower(name) = lower(${name}) order by id limit 1`);
  return rows[0]?.id ?? null;
}

/**
 * A one-time grant of the funder, without a program (the organisation picks one later), with its single
 * application, linked to the opportunity; answers the application's id.
 */
export async function insertTrackedGrant(
  tx: DbExecutor,
  organizationId: number,
  track: { opportunityId: number; funderId: number; application: NewApplication },
): Promise<number> {
  const [grant] = await tx
    .insert(grants)
    .values({ organizationId, funderId: track.funderId, programId: null, frequency: 'ONE_TIME' })
    .returning({ id: grants.id });
  if (!grant) throw new DomainError('INTERNAL');
  const { reports: _reports, ...application } = track.application;
  const [row] = await tx
    .insert(applications)
    .values({ ...application, organizationId, grantId: grant.id })
    .returning({ id: applications.id });
  if (!row) throw new DomainError('INTERNAL');
  await tx.execute(sql`insert into opportunity_tracks (organization_id, opportunity_id, application_id)
    values (${organizationId}, ${track.opportunityId}, ${row.id})`);
  return row.id;
}

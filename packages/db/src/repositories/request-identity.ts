import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import type { SessionRow } from './sessions.ts';
import type { OrganizationSummary, UserWithOrganization } from './users.ts';

// A request's identity in one statement, one round trip: the SQL functions `request_identity` and
// `requested_organization` (migration 20261202170000_request_identity_function) read the session (primary
// key) → its user → the user's organisation, plus the organisation the request asks to act for with whether
// the user holds a manager link to it. They hold `app.identity` only while they run, so they need no identity
// transaction around them: on the pool they are one autocommit statement; inside `withIdentity` they read
// the same rows. Who may act for which organisation is decided by packages/auth, not here.

/** An organisation asked for by id, and whether the asking user holds a manager link to it. */
export interface RequestedOrganization {
  organization: OrganizationSummary;
  linked: boolean;
}

export interface RequestIdentity {
  session: SessionRow;
  user: UserWithOrganization;
  /** The requested organisation (null when none was asked for or it does not exist), and the user's link to it. */
  requested: RequestedOrganization | null;
}

/** What `request_identity` answers: JSON, so its one timestamp arrives as ISO 8601 text. */
interface IdentityJson extends Omit<RequestIdentity, 'session'> {
  session: Omit<SessionRow, 'expiresAt'> & { expiresAt: string };
}

export async function findRequestIdentity(
  executor: DbExecutor,
  query: { sessionId: string; userId: number; now: Date; requestedOrganizationId: number | null },
): Promise<RequestIdentity | null> {
  const result = await executor.execute<{ identity: IdentityJson | null }>(
    sql`select request_identity(${query.sessionId}::uuid, ${query.userId}::integer,
      ${query.now.toISOString()}::timestamptz, ${query.requestedOrganizationId}::integer) as identity`,
  );
  const identity = result.rows[0]?.identity;
  if (!identity) return null;
  return {
    ...identity,
    session: { ...identity.session, expiresAt: new Date(identity.session.expiresAt) },
  };
}

/** The organisation with this id and whether `userId` holds a manager link to it; null when there is none. */
export async function findRequestedOrganization(
  executor: DbExecutor,
  userId: number,
  organizationId: number,
): Promise<RequestedOrganization | null> {
  const result = await executor.execute<{ requested: RequestedOrganization | null }>(
    sql`select requested_organization(${userId}::integer, ${organizationId}::integer) as requested`,
  );
  return result.rows[0]?.requested ?? null;
}

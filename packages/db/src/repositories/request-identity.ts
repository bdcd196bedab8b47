import { and, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../client.ts';
import { managerLinks, organizations, sessions, users } from '../schema/identity.ts';
import type { SessionRow } from './sessions.ts';
import {
  authOrganizationColumns,
  authUserColumns,
  type OrganizationSummary,
  type UserWithOrganization,
} from './users.ts';

// A request's identity in one indexed statement: the session (primary key) → its user (primary
// key) → the user's organisation, plus the organisation the request asks to act for (X-Organization-Id)
// with whether the user holds a manager link to it. Run inside `withIdentity`; who may act for which
// organisation is decided by packages/auth, not here.

export interface RequestIdentity {
  session: SessionRow;
  user: UserWithOrganization;
  /** The requested organisation (null when none was asked for or it does not exist), and the user's link to it. */
  requested: { organization: OrganizationSummary; linked: boolean } | null;
}

const requested = alias(organizations, 'requested');

function prepareIdentityQuery(tx: DbExecutor) {
  return (
    tx
      .select({
        session: { id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt },
        user: authUserColumns,
        organization: authOrganizationColumns,
        requestedId: requested.id,
        requestedName: requested.name,
        requestedFiscalYearStart: requested.fiscalYearStart,
        requestedCurrency: requested.currency,
        linked: sql<boolean>`exists (select 1 from ${managerLinks} where ${managerLinks.userId} = ${users.id}
        and ${managerLinks.organizationId} = ${requested.id})`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .leftJoin(requested, eq(requested.id, sql`${sql.placeholder('requested')}::int`))
      .where(
        and(
          eq(sessions.id, sql.placeholder('sessionId')),
          eq(sessions.userId, sql.placeholder('userId')),
          gt(sessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1)
      // Named: each connection parses it once, whatever request runs it.
      .prepare('gf_request_identity')
  );
}

export async function findRequestIdentity(
  tx: DbExecutor,
  query: { sessionId: string; userId: number; now: Date; requestedOrganizationId: number | null },
): Promise<RequestIdentity | null> {
  const [row] = await prepareIdentityQuery(tx).execute({
    sessionId: query.sessionId,
    userId: query.userId,
    now: query.now,
    requested: query.requestedOrganizationId,
  });
  if (!row) return null;
  const {
    session,
    user,
    organization,
    requestedId,
    requestedName,
    requestedFiscalYearStart,
    requestedCurrency,
    linked,
  } = row;
  return {
    session,
    user: { ...user, organization },
    requested:
      requestedId === null || requestedName === null || requestedCurrency === null
        ? null
        : {
            organization: {
              id: requestedId,
              name: requestedName,
              fiscalYearStart: requestedFiscalYearStart,
              currency: requestedCurrency,
            },
            linked: Boolean(linked),
          },
  };
}

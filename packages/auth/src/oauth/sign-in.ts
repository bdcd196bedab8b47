import { type Db, type DbExecutor, withIdentity } from '@grantflow/db/client';
import { insertAuditEvent } from '@grantflow/db/repositories/audit-events';
import {
  findLinkedUser as findLinkedAccount,
  insertExternalIdentity,
} from '@grantflow/db/repositories/external-identities';
import { insertOrganization } from '@grantflow/db/repositories/organizations';
import { findUserByEmail, findUserOrganizationId, insertUser } from '@grantflow/db/repositories/users';
import { createSession, findActiveSession } from '../session.ts';
import { issueToken } from '../token.ts';
import type { OAuthFlow } from './flow-cookie.ts';
import type { OAuthFailure } from './messages.ts';
import type { ExternalIdentity } from './oidc-client.ts';

export type ExternalSignInResult =
  | { kind: 'token'; token: string; userId: number; created: boolean; linked: boolean }
  | { kind: 'refused'; reason: OAuthFailure };

type Outcome =
  | {
      kind: 'session';
      userId: number;
      organizationId: number;
      sessionId: string;
      expiresAt: Date;
      created: boolean;
      linked: boolean;
    }
  | { kind: 'refused'; reason: OAuthFailure; userId?: number | undefined };

const UNIQUE_VIOLATION = '23505';

// Drizzle wraps the driver's error, so look through the `cause` chain for PostgreSQL's code.
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if ('code' in current && current.code === UNIQUE_VIOLATION) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

function findLinkedUser(tx: DbExecutor, identity: ExternalIdentity) {
  return findLinkedAccount(tx, identity.issuer, identity.subject);
}

async function linkIdentity(tx: DbExecutor, userId: number, identity: ExternalIdentity): Promise<void> {
  await insertExternalIdentity(tx, {
    userId,
    provider: identity.provider,
    issuer: identity.issuer,
    subject: identity.subject,
    email: identity.email,
  });
}

/** A new account for an outside identity: its own organisation, no password, the e-mail verified by the provider. */
async function createAccount(tx: DbExecutor, identity: ExternalIdentity & { email: string }) {
  const organization = await insertOrganization(tx, { name: identity.name ?? identity.email });
  const user = await insertUser(tx, {
    email: identity.email,
    organizationId: organization.id,
    verifiedAt: new Date(),
  });
  await linkIdentity(tx, user.id, identity);
  return { userId: user.id, organizationId: organization.id };
}

async function decide(tx: DbExecutor, identity: ExternalIdentity, link: OAuthFlow['link']): Promise<Outcome> {
  const linked = await findLinkedUser(tx, identity);

  if (link) {
    // The link was asked for by a signed-in user; a logout since then voids it.
    if (!(await findActiveSession(tx, link.sessionId, link.userId))) {
      return { kind: 'refused', reason: 'link_session_ended', userId: link.userId };
    }
    if (linked && linked.userId !== link.userId) {
      return { kind: 'refused', reason: 'linked_to_another_user', userId: link.userId };
    }
    const ownerOrganizationId = await findUserOrganizationId(tx, link.userId);
    if (ownerOrganizationId === null) return { kind: 'refused', reason: 'link_session_ended' };
    if (!linked) await linkIdentity(tx, link.userId, identity);
    const session = await createSession(tx, link.userId);
    return {
      kind: 'session',
      userId: link.userId,
      organizationId: ownerOrganizationId,
      sessionId: session.id,
      expiresAt: session.expiresAt,
      created: false,
      linked: !linked,
    };
  }

  if (linked) {
    const session = await createSession(tx, linked.userId);
    return {
      kind: 'session',
      ...linked,
      sessionId: session.id,
      expiresAt: session.expiresAt,
      created: false,
      linked: false,
    };
  }

  // Never matched by e-mail (SECURITY.md, row 8): an existing account with this address stays closed until
  // its owner links the provider while signed in.
  if (identity.email) {
    if (await findUserByEmail(tx, identity.email)) return { kind: 'refused', reason: 'account_not_linked' };
  }
  if (!identity.email || !identity.emailVerified) return { kind: 'refused', reason: 'no_verified_email' };
  const account = await createAccount(tx, { ...identity, email: identity.email });
  const session = await createSession(tx, account.userId);
  return {
    kind: 'session',
    ...account,
    sessionId: session.id,
    expiresAt: session.expiresAt,
    created: true,
    linked: true,
  };
}

async function audit(
  db: Db,
  outcome: Outcome,
  identity: ExternalIdentity,
  ip: string | undefined,
): Promise<void> {
  const success = outcome.kind === 'session';
  await withIdentity(db, (tx) =>
    insertAuditEvent(tx, {
      organizationId: success ? outcome.organizationId : null,
      actorUserId: outcome.userId ?? null,
      action: success ? 'auth.oauth.sign_in.success' : 'auth.oauth.sign_in.failure',
      targetType: 'external_identity',
      targetId: identity.provider,
      ip: ip ?? null,
      metadata: success
        ? { provider: identity.provider, created: outcome.created, linked: outcome.linked }
        : { provider: identity.provider, reason: outcome.reason },
    }),
  );
}

/**
 * Signs in (or links, when `link` is set) the outside identity. Accounts are matched by issuer +
 * subject only. With no match: refused when any user already has the e-mail; otherwise a new account
 * is created, but only for an e-mail the provider says is verified.
 */
export async function signInWithExternalIdentity(
  db: Db,
  identity: ExternalIdentity,
  options: { secret: string; link?: OAuthFlow['link']; ip?: string | undefined },
): Promise<ExternalSignInResult> {
  let outcome: Outcome;
  try {
    outcome = await withIdentity(db, (tx) => decide(tx, identity, options.link));
  } catch (error) {
    // Two callbacks racing for the same identity or e-mail: the loser's transaction rolled back.
    if (!isUniqueViolation(error)) throw error;
    outcome = { kind: 'refused', reason: options.link ? 'linked_to_another_user' : 'account_not_linked' };
  }
  await audit(db, outcome, identity, options.ip);
  if (outcome.kind === 'refused') return outcome;
  const token = await issueToken({
    userId: outcome.userId,
    sessionId: outcome.sessionId,
    expiresAt: outcome.expiresAt,
    secret: options.secret,
  });
  return { kind: 'token', token, userId: outcome.userId, created: outcome.created, linked: outcome.linked };
}

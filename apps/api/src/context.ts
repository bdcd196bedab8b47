import { type AccountDeps, accountDeps } from '@grantflow/auth/account-deps';
import { type Authentication, authenticate } from '@grantflow/auth/authenticate';
import {
  assertAuthorized,
  effectiveOrganizationOf,
  requestedOrganizationIdOf,
  resolveEffectiveOrganization,
} from '@grantflow/auth/effective-organization';
import type { AuthOrganization, AuthUser } from '@grantflow/auth/user';
import type { Db } from '@grantflow/db/client';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { markSignedIn } from './http-status.ts';

/** What Fastify hands to Yoga for every request. */
export interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface Context {
  db: Db;
  authSecret: string;
  /** The bearer token's user and session, checked once per request; null when anonymous. */
  auth: Authentication | null;
  /** The signed-in, authorized user, or the 'unauthorized' error. */
  requireUser: () => AuthUser;
  /**
   * The organisation this request acts for: `requested` (an `organizationId` argument) when given, else
   * X-Organization-Id, else the user's own; checked against the caller's role, resolved once per id.
   */
  effectiveOrganization: (requested?: string | number | null) => Promise<AuthOrganization>;
  /** Mail, links and limits for the account operations (registration, reset, 2FA). */
  accounts: AccountDeps;
  /** The client's address (X-Forwarded-For from a trusted gateway), for per-address limits and audit. */
  clientAddress: string;
  /** The request's logger (its request id on every line). */
  log: FastifyBaseLogger;
}

export interface ContextDeps {
  db: Db;
  authSecret: string;
  /** Mailer, PUBLIC_URL, SUPPORT_EMAIL; left out → outbox mail and localhost links. */
  accounts?: Partial<Omit<AccountDeps, 'db' | 'authSecret'>> | undefined;
}

export const ORGANIZATION_HEADER = 'x-organization-id';

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export async function createContext(deps: ContextDeps, req: FastifyRequest): Promise<Context> {
  const header = headerValue(req.headers[ORGANIZATION_HEADER]);
  // One statement reads session, user, their organisation and the X-Organization-Id organisation.
  const auth = await authenticate(
    deps.db,
    headerValue(req.headers.authorization),
    deps.authSecret,
    requestedOrganizationIdOf(header),
  );
  if (auth) markSignedIn(req);
  let organization: Promise<AuthOrganization> | undefined;
  return {
    db: deps.db,
    authSecret: deps.authSecret,
    auth,
    accounts: accountDeps({ ...deps.accounts, db: deps.db, authSecret: deps.authSecret }),
    clientAddress: req.ip,
    log: req.log,
    requireUser: () => {
      const user = auth?.user;
      assertAuthorized(user);
      return user;
    },
    effectiveOrganization: (requested) => {
      if (requested !== undefined && requested !== null && String(requested).trim() !== '') {
        return resolveEffectiveOrganization(deps.db, auth?.user, requested);
      }
      organization ??= Promise.resolve().then(() =>
        effectiveOrganizationOf(auth?.user, header, auth?.requested ?? null),
      );
      return organization;
    },
  };
}

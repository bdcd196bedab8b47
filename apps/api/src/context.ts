import { type Authentication, authenticate } from '@grantflow/auth/authenticate';
import { assertAuthorized, resolveEffectiveOrganization } from '@grantflow/auth/effective-organization';
import type { AuthOrganization, AuthUser } from '@grantflow/auth/user';
import type { Db } from '@grantflow/db/client';
import type { FastifyReply, FastifyRequest } from 'fastify';

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
  /** The organisation this request acts for (X-Organization-Id), resolved on first use. */
  effectiveOrganization: () => Promise<AuthOrganization>;
}

export interface ContextDeps {
  db: Db;
  authSecret: string;
}

export const ORGANIZATION_HEADER = 'x-organization-id';

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export async function createContext(deps: ContextDeps, req: FastifyRequest): Promise<Context> {
  const auth = await authenticate(deps.db, headerValue(req.headers.authorization), deps.authSecret);
  let organization: Promise<AuthOrganization> | undefined;
  return {
    db: deps.db,
    authSecret: deps.authSecret,
    auth,
    requireUser: () => {
      const user = auth?.user;
      assertAuthorized(user);
      return user;
    },
    effectiveOrganization: () => {
      organization ??= resolveEffectiveOrganization(
        deps.db,
        auth?.user,
        headerValue(req.headers[ORGANIZATION_HEADER]),
      );
      return organization;
    },
  };
}

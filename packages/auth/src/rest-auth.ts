import type { Db } from '@grantflow/db/client';
import { DOMAIN_ERROR_MESSAGES } from '@grantflow/domain/shared/error-messages';
import { type DomainError, type DomainErrorCode, isDomainError } from '@grantflow/domain/shared/errors';
import type { IssueParams } from '@grantflow/domain/shared/issue-codes';
import { type Authentication, authenticate } from './authenticate.ts';
import { assertAuthorized, resolveEffectiveOrganization } from './effective-organization.ts';
import type { AuthOrganization, AuthUser } from './user.ts';

/** The parts of a Fastify request the REST services read for access decisions. */
export interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
}

export interface RestAuthDeps {
  db: Db;
  authSecret: string;
}

export const ORGANIZATION_HEADER = 'x-organization-id';

function header(request: RequestLike, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Access checks for REST routes, the counterpart of the GraphQL context: authenticate once per request
 * (memoised on the request object), then resolve the effective organisation of docs/architecture.md, Tenancy.
 */
export function createRestAuth(deps: RestAuthDeps) {
  const cache = new WeakMap<RequestLike, Promise<Authentication | null>>();
  const authentication = (request: RequestLike) => {
    let pending = cache.get(request);
    if (!pending) {
      pending = authenticate(deps.db, header(request, 'authorization'), deps.authSecret);
      cache.set(request, pending);
    }
    return pending;
  };
  return {
    authentication,
    /** The signed-in, authorized user; throws UNAUTHORIZED for anonymous or unauthorized callers. */
    async requireUser(request: RequestLike): Promise<AuthUser> {
      const user = (await authentication(request))?.user;
      assertAuthorized(user);
      return user;
    },
    /**
     * The organisation to act for: an explicit id (path, body or query) wins over the
     * X-Organization-Id header; both are checked against the caller's role.
     */
    async effectiveOrganization(
      request: RequestLike,
      requested?: string | number | null,
    ): Promise<AuthOrganization> {
      const user = (await authentication(request))?.user;
      const wanted = requested ?? header(request, ORGANIZATION_HEADER);
      return resolveEffectiveOrganization(deps.db, user, wanted);
    },
  };
}

export type RestAuth = ReturnType<typeof createRestAuth>;

const STATUS_BY_CODE: Partial<Record<DomainErrorCode, number>> = {
  UNAUTHENTICATED: 401,
  UNAUTHORIZED: 401,
  SESSION_EXPIRED: 401,
  INVALID_TOKEN: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  // A personal access token asking for an account-level action: authenticated, but not with a session.
  SESSION_REQUIRED: 403,
  VALIDATION: 400,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  RATE_LIMITED: 429,
  ASSISTANT_UNAVAILABLE: 502,
  ASSISTANT_BUSY: 503,
  ASSISTANT_TIMEOUT: 504,
  LOCAL_MODEL_TOO_LARGE: 503,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_KEY_IN_USE: 409,
  ASSISTANT_DATA_UNAVAILABLE: 503,
  FILINGS_PROVIDER_UNAVAILABLE: 502,
  EIN_NOT_FOUND: 404,
  COMMENT_NOT_FOUND: 404,
  COMMENT_NOT_YOURS: 403,
  TASK_NOT_FOUND: 404,
  TASK_ASSIGNEE_NOT_IN_ORGANIZATION: 400,
  TASK_TARGET_CONFLICT: 400,
  IMPORT_TOO_MANY_ROWS: 413,
  IMPORT_UNDO_EXPIRED: 409,
  IMPORT_NOT_FINISHED: 409,
  INTERNAL: 500,
};

/** A domain error's codes as the REST envelope carries them (same names as GraphQL's extensions). */
export interface RestErrorCodes {
  code: DomainErrorCode;
  params?: IssueParams;
  issue?: { code: string; params: IssueParams };
  fields?: Readonly<Record<string, string>>;
  fieldErrors?: Readonly<Record<string, { code: string; params: IssueParams }>>;
}

function codesOf(error: DomainError): RestErrorCodes {
  const codes: RestErrorCodes = { code: error.code };
  if (Object.keys(error.params).length > 0) codes.params = error.params;
  if (error.issue) codes.issue = { code: error.issue.code, params: error.issue.params };
  if (error.details) codes.fields = error.details;
  if (error.fields) {
    codes.fieldErrors = Object.fromEntries(
      Object.entries(error.fields).map(([path, field]) => [path, { code: field.code, params: field.params }]),
    );
  }
  return codes;
}

/**
 * REST's one mapping from a domain error to `{status, message, codes}`; *_NOT_FOUND codes are 404 so a
 * refused id and a missing one look the same. Returns null for anything that is not a domain error.
 */
export function restErrorFor(error: unknown): {
  status: number;
  message: string;
  codes: RestErrorCodes;
  headers?: Record<string, string>;
} | null {
  if (!isDomainError(error)) return null;
  const status = STATUS_BY_CODE[error.code] ?? (error.code.endsWith('_NOT_FOUND') ? 404 : 400);
  const message =
    error.code === 'VALIDATION' && error.message !== error.code
      ? error.message
      : DOMAIN_ERROR_MESSAGES[error.code];
  const retryAfter = error.params.retryAfterSeconds;
  return {
    status,
    message,
    codes: codesOf(error),
    ...(status === 429 && typeof retryAfter === 'number'
      ? { headers: { 'retry-after': String(retryAfter) } }
      : {}),
  };
}

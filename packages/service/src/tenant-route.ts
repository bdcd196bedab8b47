import { type Authentication, authenticate } from '@grantflow/auth/authenticate';
import type { InputSchema } from '@grantflow/auth/parse-input';
import { createRestAuth, type RequestLike, type RestAuthDeps } from '@grantflow/auth/rest-auth';
import type { AuthOrganization, AuthUser } from '@grantflow/auth/user';
import type { Db } from '@grantflow/db/client';
import { DomainError } from '@grantflow/domain/shared/errors';
import { validationError } from '@grantflow/validation/validation-error';
import type { FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';
import { type ErrorMapper, errorBody } from './errors.ts';

// The one way a REST route runs (docs/architecture.md, Operations and their contract): sign in, resolve
// the organisation the request acts for, parse the input with its packages/validation schema, call the
// use case. Domain errors become answers in the server's error handler (createServer's mapError), one
// place per service. The organisation comes from the request as sent (path, query, header), so access to
// it is decided before any field is judged: a caller without access learns nothing from the messages.

/** What a use case acts with: the database and the organisation the request acts for. */
export interface Tenant {
  db: Db;
  organization: AuthOrganization;
}

/** An id the request names; null or undefined when it names none. */
export type NamedId = string | number | null | undefined;

/** The ids a request names for the caller to be checked against. */
export interface NamedIds {
  /** A user id in the path or body: it must be the caller's own (FORBIDDEN otherwise). */
  userId?: NamedId;
  /** The organisation to act for; without one the X-Organization-Id header, else the caller's own. */
  organizationId?: NamedId;
}

interface RouteCall<Route extends RouteGenericInterface, Input> {
  input: Input;
  request: FastifyRequest<Route>;
  reply: FastifyReply;
}

interface RouteInput<Route extends RouteGenericInterface, Input> {
  /** The operation's input schema from packages/validation. Without one the route takes no input. */
  input?: InputSchema<Input>;
  /** The part of the request the schema reads (default: the body, `{}` when there is none). */
  from?: (request: FastifyRequest<Route>) => unknown;
  /** Where a problem with the input as a whole is filed in the error's fields (default 'input'). */
  wholeInputKey?: string;
  /**
   * The route's own answer for some failures (e.g. a refused name as status 500); null leaves the error
   * to the server's mapping.
   */
  mapError?: ErrorMapper;
}

export interface TenantRoute<Route extends RouteGenericInterface, Input, Result>
  extends RouteInput<Route, Input> {
  /** The ids the request names (raw, before parsing): the organisation to act for, the caller's own id. */
  ids?: (request: FastifyRequest<Route>) => NamedIds;
  run: (call: RouteCall<Route, Input> & { tenant: Tenant; user: AuthUser }) => Promise<Result>;
}

export interface UserRoute<Route extends RouteGenericInterface, Input, Result>
  extends RouteInput<Route, Input> {
  /** The caller's own settings or requests: no organisation is resolved. */
  run: (call: RouteCall<Route, Input> & { authentication: Authentication }) => Promise<Result>;
}

export type RouteHandler<Route extends RouteGenericInterface> = (
  request: FastifyRequest<Route>,
  reply: FastifyReply,
) => Promise<unknown>;

const sameId = (named: NamedId, own: number) =>
  named === null || named === undefined || String(named) === String(own);

/** The route wrappers of one service, over its database and token secret. */
export function restRoutes(deps: RestAuthDeps) {
  const auth = createRestAuth(deps);

  /** Signed in and authorized, with the session (UNAUTHORIZED otherwise). */
  async function signIn(request: RequestLike): Promise<Authentication> {
    await auth.requireUser(request);
    const authentication = await auth.authentication(request);
    if (!authentication) throw new DomainError('UNAUTHORIZED');
    return authentication;
  }

  /** The caller and the organisation they act for, checked against the ids the request names. */
  async function caller(
    request: RequestLike,
    ids: NamedIds = {},
  ): Promise<{ user: AuthUser; organization: AuthOrganization }> {
    const { user } = await signIn(request);
    if (!sameId(ids.userId, user.id)) throw new DomainError('FORBIDDEN');
    const organization = await auth.effectiveOrganization(request, ids.organizationId ?? null);
    return { user, organization };
  }

  function parse<Route extends RouteGenericInterface, Input>(
    route: RouteInput<Route, Input>,
    request: FastifyRequest<Route>,
  ): Input {
    if (!route.input) return undefined as Input;
    // The server never trusts the browser's check: one VALIDATION error, a coded issue per field.
    const parsed = route.input.safeParse(route.from ? route.from(request) : (request.body ?? {}));
    if (parsed.success) return parsed.data;
    throw validationError(parsed.error.issues, route.wholeInputKey ?? 'input');
  }

  function answering<Route extends RouteGenericInterface>(
    mapError: ErrorMapper | undefined,
    handler: RouteHandler<Route>,
  ): RouteHandler<Route> {
    if (!mapError) return handler;
    return async (request, reply) => {
      try {
        return await handler(request, reply);
      } catch (error) {
        const failure = mapError(error);
        if (!failure) throw error;
        const codes = failure.codes ?? { code: 'HTTP_ERROR', params: { status: failure.status } };
        return reply.code(failure.status).send(errorBody(request, failure.status, failure.message, codes));
      }
    };
  }

  return {
    caller,
    /**
     * Who is calling, if anyone, for a use case that decides itself what an anonymous caller gets: the
     * bearer header, else the session cookie a browser navigation carries instead.
     */
    async authentication(request: RequestLike, sessionCookie?: string): Promise<Authentication | null> {
      const fromHeader = await auth.authentication(request);
      if (fromHeader || !sessionCookie) return fromHeader;
      return authenticate(deps.db, `Bearer ${sessionCookie}`, deps.authSecret);
    },
    /** Sign in, the organisation, the input, the use case: a tenant route is this call. */
    tenantRoute<Route extends RouteGenericInterface, Input = undefined, Result = unknown>(
      route: TenantRoute<Route, Input, Result>,
    ): RouteHandler<Route> {
      return answering<Route>(route.mapError, async (request, reply) => {
        const { user, organization } = await caller(request, route.ids?.(request));
        const input = parse(route, request);
        return route.run({ tenant: { db: deps.db, organization }, user, input, request, reply });
      });
    },
    /** Sign in, the input, the use case, for calls about the caller's own account. */
    userRoute<Route extends RouteGenericInterface, Input = undefined, Result = unknown>(
      route: UserRoute<Route, Input, Result>,
    ): RouteHandler<Route> {
      return answering<Route>(route.mapError, async (request, reply) => {
        const authentication = await signIn(request);
        const input = parse(route, request);
        return route.run({ authentication, input, request, reply });
      });
    },
  };
}

export type RestRoutes = ReturnType<typeof restRoutes>;

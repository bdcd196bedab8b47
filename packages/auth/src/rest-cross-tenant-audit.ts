import type { Db } from '@grantflow/db/client';
import { isDomainError } from '@grantflow/domain/shared/errors';
import { NOT_FOUND_KINDS, refusedIdsOf } from '@grantflow/domain/shared/refused-targets';
import { auditCrossTenantRefusal } from './audit-cross-tenant-refusal.ts';
import { authenticate } from './authenticate.ts';
import { inBackground } from './background.ts';
import { requestedOrganizationIdOf, resolveEffectiveOrganization } from './effective-organization.ts';
import { ORGANIZATION_HEADER, type RequestLike } from './rest-auth.ts';

/** What the hook reads of a refused Fastify request (structural, so this package needs no Fastify). */
export interface RefusedRequest extends RequestLike {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  ip: string;
  url: string;
  routeOptions?: { url?: string | undefined };
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

function header(request: RequestLike, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A Fastify `onError` hook for the REST-style services: a refusal with a not-found code is checked, in the
 * background and only then, for ids of another organisation in the route's parameters, query or body (and the
 * X-Organization-Id header), and audited through `auditCrossTenantRefusal`. Requests that succeed cost nothing.
 */
export function restCrossTenantAudit(deps: {
  db: Db;
  authSecret: string;
  onError?: (error: unknown) => void;
}) {
  return async (request: RefusedRequest, _reply: unknown, error: unknown): Promise<void> => {
    const kind = isDomainError(error) ? NOT_FOUND_KINDS[error.code] : undefined;
    if (!kind) return;
    const route = request.routeOptions?.url ?? request.url;
    const args = { ...asRecord(request.query), ...asRecord(request.body), ...asRecord(request.params) };
    const ids = refusedIdsOf(kind, route, args);
    const requested = requestedOrganizationIdOf(header(request, ORGANIZATION_HEADER));
    if (kind === 'organization' && requested !== null) ids.push(requested);
    if (ids.length === 0) return;
    inBackground(async () => {
      const user = (await authenticate(deps.db, header(request, 'authorization'), deps.authSecret))?.user;
      if (!user?.authorized) return;
      const wanted = args.organizationId ?? header(request, ORGANIZATION_HEADER);
      const acting =
        kind === 'organization'
          ? user.organizationId
          : await resolveEffectiveOrganization(deps.db, user, wanted as string | number | undefined).then(
              (organization) => organization.id,
              () => user.organizationId,
            );
      await auditCrossTenantRefusal({
        db: deps.db,
        actorUserId: user.id,
        actingOrganizationId: acting,
        kind,
        ids,
        attempted: `${route}`,
        ip: request.ip,
      });
    }, deps.onError);
  };
}

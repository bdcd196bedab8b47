import { createHmac } from 'node:crypto';
import { parseInput } from '@grantflow/auth/parse-input';
import { createRestAuth } from '@grantflow/auth/rest-auth';
import type { IdempotencyScope } from '@grantflow/db/repositories/idempotency-keys';
import { DomainError, isDomainError } from '@grantflow/domain/shared/errors';
import { claimIdempotencyKey } from '@grantflow/use-cases/idempotency/claim-idempotency-key';
import { settleIdempotencyKey } from '@grantflow/use-cases/idempotency/settle-idempotency-key';
import { idempotencyKeyHeaderSchema } from '@grantflow/validation/idempotency';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from './deps.ts';

// Creating POSTs (routes registered with `config: { idempotent: true }`) accept an Idempotency-Key header,
// as the GraphQL create* mutations do: a retry with the same key by the same user for the same organisation
// gets the first answer back, the same key with another body IDEMPOTENCY_KEY_REUSED (422).

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A creating POST: an Idempotency-Key makes its retry answer as the first request did. */
    idempotent?: boolean;
  }
}

const HEADER = 'idempotency-key';

type ClaimedScope = IdempotencyScope & { db: AppDeps['db'] };

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Keyed, so a stored fingerprint cannot be brute-forced back into the body. */
function fingerprintOf(secret: string, request: FastifyRequest): string {
  return createHmac('sha256', secret)
    .update(JSON.stringify([request.method, request.url, request.body ?? null]))
    .digest('hex');
}

/** A 2xx answer whose envelope is not an error (an envelope may carry its own status; docs/product.md, REST calls). */
function keptAnswer(statusCode: number, payload: unknown): { status: number; answer: unknown } | null {
  if (statusCode < 200 || statusCode >= 300 || typeof payload !== 'string') return null;
  try {
    const answer: unknown = JSON.parse(payload);
    const status = (answer as { status?: unknown } | null)?.status;
    return typeof status === 'number' && status >= 400 ? null : { status: statusCode, answer };
  } catch {
    return null;
  }
}

export function registerIdempotency(app: FastifyInstance, deps: AppDeps): void {
  const auth = createRestAuth({ db: deps.db, authSecret: deps.config.AUTH_SECRET });
  const claimed = new WeakMap<FastifyRequest, ClaimedScope>();

  app.addHook('preHandler', async (request, reply) => {
    const sent = headerValue(request.headers[HEADER]);
    if (sent === undefined || request.method !== 'POST' || !request.routeOptions.config.idempotent) return;
    const user = (await auth.authentication(request))?.user;
    // Anonymous or unauthorized: the route refuses, and there is nobody to keep an answer for.
    if (!user?.authorized) return;
    const key = parseInput(idempotencyKeyHeaderSchema, { 'Idempotency-Key': sent })['Idempotency-Key'];
    const organization = await auth.effectiveOrganization(request, null).catch((error: unknown) => {
      if (isDomainError(error)) return null;
      throw error;
    });
    if (!organization) return;
    const scope: ClaimedScope = { db: deps.db, organizationId: organization.id, userId: user.id, key };
    const operation = `POST ${request.routeOptions.url ?? request.url}`;
    const claim = await claimIdempotencyKey({
      ...scope,
      operation,
      fingerprint: fingerprintOf(deps.config.AUTH_SECRET, request),
    });
    if (claim.kind === 'mismatch') throw new DomainError('IDEMPOTENCY_KEY_REUSED');
    if (claim.kind === 'in-progress') throw new DomainError('IDEMPOTENCY_KEY_IN_USE');
    if (claim.kind === 'replay') {
      return reply
        .code(claim.status)
        .header('content-type', 'application/json; charset=utf-8')
        .send(JSON.stringify(claim.answer));
    }
    claimed.set(request, scope);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const scope = claimed.get(request);
    if (!scope) return payload;
    claimed.delete(request);
    await settleIdempotencyKey({ ...scope, result: keptAnswer(reply.statusCode, payload) });
    return payload;
  });
}

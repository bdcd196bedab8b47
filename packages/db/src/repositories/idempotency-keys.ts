import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { idempotencyKeys } from '../schema/idempotency.ts';

/** Whose key it is: the same key of another user or organisation is another key. */
export interface IdempotencyScope {
  organizationId: number;
  userId: number;
  key: string;
}

export interface IdempotencyRequest extends IdempotencyScope {
  operation: string;
  fingerprint: string;
  windowHours: number;
  abandonedAfterSeconds: number;
}

export type IdempotencyClaim =
  /** The key is new: run the request, then record its answer (or release the key if it failed). */
  | { kind: 'claimed' }
  /** The same request ran before: send its answer again. */
  | { kind: 'replay'; status: number; answer: unknown }
  /** The key was used for another request. */
  | { kind: 'mismatch' }
  /** The first request with this key is still running. */
  | { kind: 'in-progress' };

const scopeIs = (scope: IdempotencyScope) =>
  and(
    eq(idempotencyKeys.organizationId, scope.organizationId),
    eq(idempotencyKeys.userId, scope.userId),
    eq(idempotencyKeys.key, scope.key),
  );

/**
 * Claims the key, or says why not. The organisation's expired keys (and abandoned claims) are deleted
 * first, so the table holds at most a day of keys without a job of its own.
 */
export async function claimIdempotencyKey(
  tx: DbExecutor,
  request: IdempotencyRequest,
): Promise<IdempotencyClaim> {
  await tx
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.organizationId, request.organizationId),
        or(
          lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${request.windowHours})`),
          and(
            isNull(idempotencyKeys.status),
            lt(
              idempotencyKeys.createdAt,
              sql`now() - make_interval(secs => ${request.abandonedAfterSeconds})`,
            ),
          ),
        ),
      ),
    );
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({
      organizationId: request.organizationId,
      userId: request.userId,
      key: request.key,
      operation: request.operation,
      fingerprint: request.fingerprint,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { kind: 'claimed' };

  const [existing] = await tx
    .select({
      operation: idempotencyKeys.operation,
      fingerprint: idempotencyKeys.fingerprint,
      status: idempotencyKeys.status,
      answer: idempotencyKeys.answer,
    })
    .from(idempotencyKeys)
    .where(scopeIs(request));
  // Deleted by a concurrent purge between the two statements: the caller may simply try again.
  if (!existing) return { kind: 'in-progress' };
  if (existing.operation !== request.operation || existing.fingerprint !== request.fingerprint) {
    return { kind: 'mismatch' };
  }
  if (existing.status === null) return { kind: 'in-progress' };
  return { kind: 'replay', status: existing.status, answer: existing.answer };
}

/** Stores the first answer of a claimed key. */
export async function recordIdempotentAnswer(
  tx: DbExecutor,
  scope: IdempotencyScope,
  result: { status: number; answer: unknown },
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ status: result.status, answer: result.answer })
    .where(and(scopeIs(scope), isNull(idempotencyKeys.status)));
}

/** Gives a claimed key up (its request failed and changed nothing), so a retry runs again. */
export async function releaseIdempotencyKey(tx: DbExecutor, scope: IdempotencyScope): Promise<void> {
  await tx.delete(idempotencyKeys).where(and(scopeIs(scope), isNull(idempotencyKeys.status)));
}

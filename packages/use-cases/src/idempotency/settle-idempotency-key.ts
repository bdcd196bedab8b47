import type { Db } from '@grantflow/db/client';
import { withTenant } from '@grantflow/db/client';
import {
  type IdempotencyScope,
  recordIdempotentAnswer,
  releaseIdempotencyKey,
} from '@grantflow/db/repositories/idempotency-keys';

export interface SettleIdempotencyKeyOptions extends IdempotencyScope {
  db: Db;
  /** The answer to keep for retries, or null when the request failed and a retry should run it again. */
  result: { status: number; answer: unknown } | null;
}

/** Ends a claimed key: keeps the first answer for the retries, or gives the key up. */
export function settleIdempotencyKey(options: SettleIdempotencyKeyOptions): Promise<void> {
  const { db, result, ...scope } = options;
  return withTenant(db, scope.organizationId, (tx) =>
    result ? recordIdempotentAnswer(tx, scope, result) : releaseIdempotencyKey(tx, scope),
  );
}

import type { Db } from '@grantflow/db/client';
import { withTenant } from '@grantflow/db/client';
import {
  claimIdempotencyKey as claimKey,
  type IdempotencyClaim,
  type IdempotencyScope,
} from '@grantflow/db/repositories/idempotency-keys';
import {
  IDEMPOTENCY_ABANDONED_AFTER_SECONDS,
  IDEMPOTENCY_WINDOW_HOURS,
} from '@grantflow/domain/idempotency/idempotency-window';

export interface ClaimIdempotencyKeyOptions extends IdempotencyScope {
  db: Db;
  /** Transport and operation ('graphql', 'POST /support'). */
  operation: string;
  /** A digest of the request a retry must repeat exactly. */
  fingerprint: string;
}

/**
 * Claims a creating request's Idempotency-Key for the user and organisation, in its own transaction, so the
 * claim is visible to a concurrent retry before the request's own work begins.
 */
export function claimIdempotencyKey(options: ClaimIdempotencyKeyOptions): Promise<IdempotencyClaim> {
  const { db, ...request } = options;
  return withTenant(db, options.organizationId, (tx) =>
    claimKey(tx, {
      ...request,
      windowHours: IDEMPOTENCY_WINDOW_HOURS,
      abandonedAfterSeconds: IDEMPOTENCY_ABANDONED_AFTER_SECONDS,
    }),
  );
}

import { type Db, withIdentity } from '@grantflow/db/client';
import { rowOrganization } from '@grantflow/db/repositories/row-organization';
import { countThrottleAttempt } from '@grantflow/db/repositories/sign-in-throttles';
import type { TenantRowKind } from '@grantflow/domain/shared/refused-targets';
import { recordAuditEvent } from './audit.ts';
import { THROTTLES, throttleKey } from './throttle.ts';

export interface CrossTenantRefusal {
  db: Db;
  actorUserId: number;
  /** The organisation the request acted for (the user's own when the refusal was of the organisation). */
  actingOrganizationId: number;
  kind: TenantRowKind;
  /** The ids the refused request named (at most a few; see refusedIdsOf). */
  ids: readonly number[];
  /** The operation or route refused, for the reader of the audit log. */
  attempted: string;
  ip?: string | null;
  now?: Date;
}

export type CrossTenantOutcome = 'recorded' | 'throttled' | 'not-cross-tenant';

/**
 * Runs after a request was refused with a not-found: tells "another organisation's row" from "no such row"
 * (only here, never on a request that succeeded) and audits the first such refusal per user and kind in each
 * minute (`auth.tenant.denied`, naming the user, the kind, the id and the owning organisation). Later ones
 * in the minute only raise the counter row in `auth_throttles`, shared by every process, so a flood of
 * guesses costs one upsert each and adds no audit rows.
 */
export async function auditCrossTenantRefusal(refusal: CrossTenantRefusal): Promise<CrossTenantOutcome> {
  const { db, kind, actingOrganizationId } = refusal;
  const now = refusal.now ?? new Date();
  const policy = THROTTLES.crossTenantAudit;
  return withIdentity(db, async (tx) => {
    let target: { id: number; organizationId: number } | undefined;
    for (const id of refusal.ids) {
      const owner = await rowOrganization(tx, kind, id);
      if (owner !== null && owner !== actingOrganizationId) {
        target = { id, organizationId: owner };
        break;
      }
    }
    if (!target) return 'not-cross-tenant';
    const key = throttleKey(policy, `${refusal.actorUserId}:${kind}`);
    const count = await countThrottleAttempt(tx, key, now, new Date(now.getTime() - policy.windowMs));
    if (count.failures > policy.max) return 'throttled';
    await recordAuditEvent(tx, {
      action: 'auth.tenant.denied',
      actorUserId: refusal.actorUserId,
      organizationId: target.organizationId,
      targetType: kind,
      targetId: target.id,
      ip: refusal.ip ?? null,
      metadata: { attempted: refusal.attempted, actingOrganizationId },
    });
    return 'recorded';
  });
}

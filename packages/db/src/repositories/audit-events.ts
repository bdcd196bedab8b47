import type { DbExecutor } from '../client.ts';
import { auditEvents } from '../schema/platform.ts';

export interface AuditEventRow {
  action: string;
  actorUserId: number | null;
  organizationId: number | null;
  targetType: string | null;
  targetId: string | null;
  ip: string | null;
  metadata: Record<string, unknown>;
}

/**
 * Appends one audit event. Pass the transaction of the change it records: `withIdentity` for identity
 * work, `withTenant` for tenant work (then `organizationId` must be that tenant, which RLS checks).
 * What may go into `metadata` is decided by the caller (`@grantflow/auth/audit` drops secret-looking keys).
 */
export async function insertAuditEvent(tx: DbExecutor, event: AuditEventRow): Promise<void> {
  await tx.insert(auditEvents).values(event);
}

import type { DbExecutor } from '@grantflow/db/client';
import { insertAuditEvent } from '@grantflow/db/repositories/audit-events';

/** The actions written so far; a string union so a typo is a type error, not a silent new action. */
export type AuditAction =
  | 'auth.sign_in.success'
  | 'auth.sign_in.failure'
  | 'auth.sign_in.locked'
  | 'auth.2fa.failure'
  | 'auth.2fa.changed'
  | 'auth.password_reset.requested'
  | 'auth.password_reset.completed'
  | 'auth.user.registered'
  | 'auth.user.verified'
  | 'auth.authorization.denied'
  | 'auth.tenant.denied'
  | 'impersonation.start'
  | 'impersonation.stop'
  | 'user.role.changed'
  | 'user.authorized.changed'
  | 'manager_link.added'
  | 'manager_link.removed'
  | 'organization.created'
  | 'support.ticket.created'
  | 'access_token.created'
  | 'access_token.revoked';

export interface AuditEventInput {
  action: AuditAction;
  actorUserId?: number | null;
  organizationId?: number | null;
  targetType?: string | null;
  targetId?: string | number | null;
  ip?: string | null;
  /** Context such as the old and new role. Never passwords, codes or tokens (SECURITY.md, row 16). */
  metadata?: Record<string, unknown>;
}

// Keys that must never reach the audit table even if a caller passes them by mistake.
const SECRET_KEY = /pass(word)?|code|token|secret|hash/i;

function scrub(metadata: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(metadata).filter(([key]) => !SECRET_KEY.test(key)));
}

/**
 * Appends one audit event (who, when, what, organisation). Takes the caller's transaction so the event
 * commits with the change it records: `withIdentity` for identity work, `withTenant` for tenant work
 * (then `organizationId` must be that tenant, which RLS checks).
 */
export async function recordAuditEvent(tx: DbExecutor, event: AuditEventInput): Promise<void> {
  await insertAuditEvent(tx, {
    action: event.action,
    actorUserId: event.actorUserId ?? null,
    organizationId: event.organizationId ?? null,
    targetType: event.targetType ?? null,
    targetId: event.targetId === undefined || event.targetId === null ? null : String(event.targetId),
    ip: event.ip ?? null,
    metadata: scrub(event.metadata ?? {}),
  });
}

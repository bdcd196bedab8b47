import type { AccountDeps, RequestMeta } from '@grantflow/auth/account-deps';
import { recordAuditEvent } from '@grantflow/auth/audit';
import { THROTTLES, takeAttempt } from '@grantflow/auth/throttle';
import type { AuthUser } from '@grantflow/auth/user';
import { withIdentity } from '@grantflow/db/client';
import { insertSupportTicket } from '@grantflow/db/repositories/support-tickets';
import { DomainError } from '@grantflow/domain/shared/errors';
import { supportTicketEmail } from '@grantflow/email/templates';
import type { SupportTicketBody } from '@grantflow/validation/support';

/**
 * POST /support: stores the ticket under the caller's organisation and e-mails it to SUPPORT_EMAIL
 * (reply-to the address typed in the form), from the body parsed by supportTicketBodySchema. `user_id`
 * must be the caller.
 */
export async function createSupportTicket(
  deps: AccountDeps,
  user: AuthUser,
  input: SupportTicketBody,
  meta: RequestMeta = {},
): Promise<{ id: number }> {
  if (input.user_id !== user.id) throw new DomainError('FORBIDDEN');
  if (meta.ip) {
    const address = await takeAttempt(deps.db, THROTTLES.supportAddress, meta.ip);
    if (!address.allowed) throw new DomainError('RATE_LIMITED');
  }
  const account = await takeAttempt(deps.db, THROTTLES.supportAccount, user.id);
  if (!account.allowed) throw new DomainError('RATE_LIMITED');

  const ticket = await withIdentity(deps.db, async (tx) => {
    const row = await insertSupportTicket(tx, {
      organizationId: user.organizationId,
      userId: user.id,
      name: input.name,
      organizationName: input.organization,
      email: input.email,
      message: input.message,
    });
    await recordAuditEvent(tx, {
      action: 'support.ticket.created',
      actorUserId: user.id,
      organizationId: user.organizationId,
      targetType: 'support_ticket',
      targetId: row.id,
      ip: meta.ip,
    });
    return row;
  });
  await deps.mailer.send({
    to: deps.supportEmail,
    replyTo: input.email,
    organizationId: user.organizationId,
    ...supportTicketEmail({
      ticketId: ticket.id,
      name: input.name,
      organization: input.organization,
      email: input.email,
      message: input.message,
      userId: user.id,
    }),
  });
  return { id: ticket.id };
}

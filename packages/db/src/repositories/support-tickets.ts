import type { DbExecutor } from '../client.ts';
import { supportTickets } from '../schema/platform.ts';

export interface SupportTicketInput {
  organizationId: number | null;
  userId: number | null;
  name: string;
  /** The organisation name as typed in the form. */
  organizationName: string;
  email: string;
  message: string;
}

/** Stores a ticket (identity-class table: run inside `withIdentity`). */
export async function insertSupportTicket(
  tx: DbExecutor,
  ticket: SupportTicketInput,
): Promise<{ id: number }> {
  const [row] = await tx.insert(supportTickets).values(ticket).returning({ id: supportTickets.id });
  if (!row) throw new Error('support_tickets insert returned no row');
  return row;
}

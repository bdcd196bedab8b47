// The Support Ticket Form and POST /support (docs/product.md, Validation; REST calls).
import type { z } from 'zod';
import { id, object, requiredEmail, requiredMultilineText, requiredText } from './fields.ts';
import { LONG_TEXT_MAX_LENGTH } from './limits.ts';

export const supportTicketSchema = object({
  name: requiredText(),
  organization: requiredText(),
  email: requiredEmail,
  message: requiredMultilineText(LONG_TEXT_MAX_LENGTH),
});
export type SupportTicketInput = z.input<typeof supportTicketSchema>;

export const supportTicketBodySchema = supportTicketSchema.extend({ user_id: id });
export type SupportTicketBody = z.output<typeof supportTicketBodySchema>;

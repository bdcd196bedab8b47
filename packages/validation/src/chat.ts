// The chat input and POST /ai/chat/prompt (docs/product.md, Validation; REST calls).
import { SUPPORTED_LANGUAGES } from '@grantflow/domain/constants/limits';
import { CHAT_DATA_SOURCES } from '@grantflow/domain/shared/enums';
import { z } from 'zod';
import { choice, id, object, requiredMultilineText } from './fields.ts';
import { CHAT_MESSAGE_MAX_LENGTH } from './limits.ts';
import { issue } from './messages.ts';

/** An empty or whitespace-only message is not sent. */
export const chatMessageSchema = object({ message: requiredMultilineText(CHAT_MESSAGE_MAX_LENGTH) });

export const chatPromptBodySchema = object({
  message: requiredMultilineText(CHAT_MESSAGE_MAX_LENGTH),
  organization_id: id,
  user_id: id,
  /** Absent, null or '' for a new chat; the server answers with the new id. */
  azure_chat_history_id: z
    .union([id, z.literal(''), z.null()], { error: issue.invalid })
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
  apply_fine_tunning: z.boolean({ error: issue.invalid }).default(false),
  chat_data_source: choice(CHAT_DATA_SOURCES).default('documents'),
  /** The language the user works in: what the assistant says without a model is written in it. */
  language: choice(SUPPORTED_LANGUAGES).default('en'),
});
export type ChatPromptBody = z.output<typeof chatPromptBodySchema>;

import { withTenant } from '@grantflow/db/client';
import {
  appendChatEntries,
  type ChatEntryRecord,
  type ChatRecord,
  findChat,
  insertChat,
  listChatEntries,
} from '@grantflow/db/repositories/chats';
import { findActiveFineTuningVersion } from '@grantflow/db/repositories/fine-tuning';
import { chatTitle } from '@grantflow/domain/chat/chat-title';
import { isBlankMessage } from '@grantflow/domain/chat/is-blank-message';
import type { SupportedLanguage } from '@grantflow/domain/constants/limits';
import { DEFAULT_CURRENCY } from '@grantflow/domain/money/currency';
import type { ChatDataSource } from '@grantflow/domain/shared/enums';
import { DomainError } from '@grantflow/domain/shared/errors';
import { derivationToday } from '../shared/use-case-options.ts';
import { answerFromDatabase } from './answer-from-database.ts';
import { type Answer, answerFromDocuments, type HistoryEntry } from './answer-from-documents.ts';
import type { AssistantCaller, AssistantDeps } from './assistant-deps.ts';
import type { DatabaseFineTuningText, DocumentFineTuningText } from './prompt-text.ts';
import type { TokenSink } from './run-model.ts';
import { takePromptAllowance } from './take-prompt-allowance.ts';

export interface SendPromptInput extends AssistantCaller {
  message: string;
  /** The chat to continue; null starts a new one (its title is the message's first 100 characters). */
  chatId: number | null;
  applyFineTuning: boolean;
  dataSource: ChatDataSource;
  /** The language the user works in, for what is said without a model (default English). */
  language?: SupportedLanguage;
  /** yyyy-MM-dd; default UTC today. Passages' dates before it are marked as past. */
  today?: string;
  /** The organisation's fiscal year start and currency (default: calendar year, US dollars). */
  organization?: { fiscalYearStart: string | null; currency: string };
  /** Earlier turns sent by a client that keeps its own history (MCP); stored chats use their entries. */
  extraHistory?: readonly HistoryEntry[];
  onToken?: TokenSink | undefined;
  /** The request's: aborted when the client goes away, which stops the model (nothing is stored then). */
  signal?: AbortSignal | undefined;
  /**
   * Called once the prompt is accepted (within its limits, its chat found) and before the model is asked:
   * a streaming transport opens its stream here, so refusals still answer with their own status.
   */
  onAccepted?: (() => void) | undefined;
}

export interface SendPromptResult {
  chat: ChatRecord;
  /** The user's entry and the assistant's, as stored. */
  entries: ChatEntryRecord[];
}

interface Context {
  history: HistoryEntry[];
  documents: DocumentFineTuningText | null;
  database: DatabaseFineTuningText | null;
}

async function loadContext(deps: AssistantDeps, input: SendPromptInput): Promise<Context> {
  const { organizationId, userId } = input;
  return withTenant(deps.db, organizationId, async (tx) => {
    let history: HistoryEntry[] = [...(input.extraHistory ?? [])];
    if (input.chatId !== null) {
      const chat = await findChat(tx, organizationId, userId, input.chatId);
      if (!chat) throw new DomainError('CHAT_NOT_FOUND');
      history = (await listChatEntries(tx, organizationId, chat.id)).map(({ role, content }) => ({
        role,
        content,
      }));
    }
    if (!input.applyFineTuning) return { history, documents: null, database: null };
    const [documents, database] = await Promise.all([
      findActiveFineTuningVersion(tx, 'documents', organizationId),
      findActiveFineTuningVersion(tx, 'database', organizationId),
    ]);
    return {
      history,
      documents: documents
        ? { aboutYou: documents.aboutYouDetails, responseStyle: documents.responseStyleDetails }
        : null,
      database: database
        ? {
            schemaInstructions: database.databaseSchemaInstructions,
            queryRules: database.queryOptimizationRules,
            formattingRules: database.responseFormattingRules,
            securityConstraints: database.securityConstraints,
          }
        : null,
    };
  });
}

/**
 * One prompt of the chat (docs/product.md, Chat): answers from the documents or the data of the caller's organisation
 * and stores the question and the answer together (a new chat is created by its first prompt). Nothing
 * is stored when answering fails. The chat must be the caller's own (CHAT_NOT_FOUND otherwise).
 */
export async function sendPrompt(deps: AssistantDeps, input: SendPromptInput): Promise<SendPromptResult> {
  // A blank message is never sent (docs/product.md, Chat); transports validate first, this keeps the rule for every caller.
  if (isBlankMessage(input.message)) throw new DomainError('VALIDATION', 'This field is required.');
  const message = input.message.trim();
  await takePromptAllowance(deps, input);
  const context = await loadContext(deps, input);
  input.onAccepted?.();
  const question = {
    organizationId: input.organizationId,
    message,
    history: context.history,
    language: input.language ?? 'en',
    onToken: input.onToken,
    signal: input.signal,
  };
  const answer: Answer =
    input.dataSource === 'database'
      ? await answerFromDatabase(deps, {
          ...question,
          rules: context.database,
          organization: input.organization ?? { fiscalYearStart: null, currency: DEFAULT_CURRENCY },
          today: input.today,
        })
      : await answerFromDocuments(deps, {
          ...question,
          fineTuning: context.documents,
          today: derivationToday(input.today),
        });
  return withTenant(deps.db, input.organizationId, async (tx) => {
    const chat =
      input.chatId === null
        ? await insertChat(tx, input.organizationId, input.userId, chatTitle(message))
        : await findChat(tx, input.organizationId, input.userId, input.chatId, { lock: true });
    if (!chat) throw new DomainError('CHAT_NOT_FOUND');
    return appendChatEntries(tx, chat, [
      { role: 'user', content: message, dataSource: input.dataSource, files: {} },
      { role: 'assistant', content: answer.content, dataSource: input.dataSource, files: answer.files },
    ]);
  });
}

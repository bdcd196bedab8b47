import { withTenant } from '@grantflow/db/client';
import type { ChatEntryFile } from '@grantflow/db/repositories/chats';
import type { SupportedLanguage } from '@grantflow/domain/constants/limits';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { answerText, passagesAnswer, QUOTED_PASSAGES } from './answer-text.ts';
import type { AssistantDeps } from './assistant-deps.ts';
import { citedFilesMap } from './citations.ts';
import { createChatModel } from './create-chat-model.ts';
import { type DocumentFineTuningText, documentsSystemPrompt, documentsUserPrompt } from './prompt-text.ts';
import { runModel, type TokenSink } from './run-model.ts';
import { searchDocuments } from './search-documents.ts';

export interface Answer {
  content: string;
  files: Record<string, ChatEntryFile>;
}

export interface HistoryEntry {
  role: 'user' | 'assistant';
  content: string;
}

export interface DocumentsQuestion {
  organizationId: number;
  message: string;
  history: readonly HistoryEntry[];
  fineTuning: DocumentFineTuningText | null;
  /** The user's language, for what is said without a model. */
  language: SupportedLanguage;
  /** yyyy-MM-dd: dates of the passages before it are marked as past. */
  today: string;
  onToken?: TokenSink | undefined;
  signal?: AbortSignal | undefined;
}

const PASSAGES = 8;

export function historyMessages(history: readonly HistoryEntry[]): ChatCompletionMessageParam[] {
  // The last turns only: enough for follow-up questions, bounded in size.
  return history.slice(-10).map((entry) => ({ role: entry.role, content: entry.content }));
}

/**
 * An answer from the organisation's documents and records. Retrieval is by the caller's organisation id
 * (never by anything the message says); the files map lists the files of the passages in rank order.
 */
export async function answerFromDocuments(deps: AssistantDeps, question: DocumentsQuestion): Promise<Answer> {
  const passages = await searchDocuments(
    { db: deps.db, embeddings: deps.embeddings },
    { organizationId: question.organizationId, query: question.message, limit: PASSAGES },
  );
  // The files used: those of the quoted passages without a model, of every passage given to the model with one.
  const used = deps.languageModel ? passages : passages.slice(0, QUOTED_PASSAGES);
  const files = await withTenant(deps.db, question.organizationId, (tx) =>
    citedFilesMap(tx, question.organizationId, used, { secret: deps.downloadSecret }),
  );
  if (!deps.languageModel) {
    const content = passagesAnswer(passages, question.language, question.today);
    question.onToken?.(content);
    return { content, files };
  }
  if (passages.length === 0) {
    const nothingFound = answerText(question.language).nothingFound;
    question.onToken?.(nothingFound);
    return { content: nothingFound, files: {} };
  }
  const content = await runModel({
    model: createChatModel(deps.languageModel),
    messages: [
      { role: 'system', content: documentsSystemPrompt(question.fineTuning, question.today) },
      ...historyMessages(question.history),
      { role: 'user', content: documentsUserPrompt(question.message, passages, question.today) },
    ],
    onToken: question.onToken,
    signal: question.signal,
    maxAnswerChars: deps.maxAnswerChars,
  });
  return { content, files };
}

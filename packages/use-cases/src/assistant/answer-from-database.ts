import { listSnapshotTables } from '@grantflow/db/data-snapshot/build-snapshot';
import { runReadOnlyQuery } from '@grantflow/db/data-snapshot/read-only-query';
import type { SupportedLanguage } from '@grantflow/domain/constants/limits';
import { z } from 'zod';
import { answerDataQuestion } from './answer-data-question.ts';
import type { Answer, HistoryEntry } from './answer-from-documents.ts';
import { historyMessages } from './answer-from-documents.ts';
import type { AssistantDeps } from './assistant-deps.ts';
import { createChatModel } from './create-chat-model.ts';
import { organizationDataCopy } from './organization-data-copy.ts';
import { type DatabaseFineTuningText, databaseSystemPrompt } from './prompt-text.ts';
import type { TokenSink } from './run-model.ts';
import { runModel } from './run-model.ts';
import { type AssistantTool, defineTool } from './tool-calls.ts';

export interface DatabaseQuestion {
  organizationId: number;
  /** The organisation's fiscal year and currency, for the answers given without a model. */
  organization: { fiscalYearStart: string | null; currency: string };
  today?: string;
  message: string;
  history: readonly HistoryEntry[];
  rules: DatabaseFineTuningText | null;
  /** The user's language, for what is said without a model. */
  language: SupportedLanguage;
  onToken?: TokenSink | undefined;
  signal?: AbortSignal | undefined;
}

export const QUERY_TOOL_NAME = 'query_database';

/**
 * The query tool over one organisation's copy: the model's SQL runs only there (SECURITY 13); a refused or
 * failed statement comes back to the model as an error it can correct, never as an exception.
 */
export function queryDatabaseTool(
  deps: Pick<AssistantDeps, 'queryTimeoutMs' | 'maxRows'>,
  file: string,
): AssistantTool {
  return defineTool({
    name: QUERY_TOOL_NAME,
    description:
      "Runs one read-only SQLite SELECT over the organisation's data and returns the rows (at most 200).",
    schema: z.object({ sql: z.string().describe('One SQLite SELECT statement') }),
    run: async ({ sql }) => {
      const result = await runReadOnlyQuery({
        file,
        sql,
        timeoutMs: deps.queryTimeoutMs,
        maxRows: deps.maxRows,
      });
      return JSON.stringify(
        result.ok
          ? { columns: result.columns, rows: result.rows, truncated: result.truncated }
          : { error: result.error, refusal: result.refusal },
      );
    },
  });
}

/**
 * An answer from the organisation's data: with a model, the model writes SQL and it runs against the
 * organisation's copy; without one, the questions the product recognises are answered from its own reads.
 */
export async function answerFromDatabase(deps: AssistantDeps, question: DatabaseQuestion): Promise<Answer> {
  if (!deps.languageModel) {
    const content = await answerDataQuestion({
      db: deps.db,
      organization: { id: question.organizationId, ...question.organization },
      question: question.message,
      language: question.language,
      today: question.today,
    });
    question.onToken?.(content);
    return { content, files: {} };
  }
  const file = await organizationDataCopy(deps, question.organizationId);
  const tables = listSnapshotTables(file).map((table) => `${table.create_sql};`);
  const content = await runModel({
    model: createChatModel(deps.languageModel),
    messages: [
      { role: 'system', content: databaseSystemPrompt(tables, question.rules) },
      ...historyMessages(question.history),
      { role: 'user', content: question.message },
    ],
    tools: [queryDatabaseTool(deps, file)],
    onToken: question.onToken,
    signal: question.signal,
    maxToolCallsPerRound: deps.maxToolCallsPerRound,
    maxAnswerChars: deps.maxAnswerChars,
  });
  return { content, files: {} };
}

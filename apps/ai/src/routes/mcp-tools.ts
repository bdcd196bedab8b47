import { CHAT_DATA_SOURCES } from '@grantflow/domain/shared/enums';
import type { AssistantDeps } from '@grantflow/use-cases/assistant/assistant-deps';
import { searchDocuments } from '@grantflow/use-cases/assistant/search-documents';
import { sendPrompt } from '@grantflow/use-cases/assistant/send-prompt';
import { exportDeadlines } from '@grantflow/use-cases/deadlines/export-deadlines';
import { getFunder } from '@grantflow/use-cases/funder/get-funder';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { promptAnswer } from './assistant-wire.ts';
import { namedIds } from './caller.ts';
import { idOf } from './ids.ts';
import { deadlinesAnswer, funderAnswer, promptAnswerWithLinks } from './mcp-answers.ts';
import {
  answer,
  idValue,
  organizationIdArg,
  READ_ONLY,
  type ToolCaller,
  type UnexpectedToolError,
  userId,
} from './mcp-args.ts';
import { registerOpportunityTool } from './mcp-opportunities.ts';
import { deadlinesOutput, envelope, funderOutput, passagesOutput, promptAnswerOutput } from './mcp-output.ts';

// The MCP tools of /api/mcp (the hidden "Organization Tools" source; docs/product.md, Chat). Each resolves the
// caller from the request's bearer token and the organisation through the same role rules as the REST
// routes, then calls the same use case as the API. A result is the `{status, error, data}` envelope twice:
// as `structuredContent` (typed by the tool's outputSchema) and as JSON text, for clients that predate
// structured results.

export type { ToolCaller, UnexpectedToolError };

export interface McpServerOptions {
  caller: ToolCaller;
  assistant: AssistantDeps;
  /** PUBLIC_URL: citation links are answered absolute on it. */
  publicUrl: string;
  onUnexpected: UnexpectedToolError;
}

const historySchema = z
  .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(20_000) }))
  .max(50)
  .optional()
  .describe('Earlier turns to take into account that are not stored in a Grantflow chat (at most 50)');

export function createMcpServer({ caller, assistant, publicUrl, onUnexpected }: McpServerOptions): McpServer {
  const server = new McpServer({ name: 'grantflow', version: '1.0.0' });
  const envelopeOf = (run: () => Promise<unknown>) => answer(run, onUnexpected);

  server.registerTool(
    'ai_chat_completion',
    {
      title: 'Ask the Grantflow assistant',
      description:
        "Asks Grantflow's assistant a question about the organisation's documents or its grant data, and stores the question and answer in a chat. Use it for questions that need a written answer with citations; use search_documents for raw passages, list_deadlines or get_funder for exact figures. Each call may be a paid model call and counts against the prompt limits.",
      inputSchema: {
        message: z.string().min(1).max(10_000).describe('The question to ask'),
        chat_history: historySchema,
        organization_id: organizationIdArg,
        user_id: userId,
        azure_chat_history_id: idValue
          .nullable()
          .optional()
          .describe(
            'A chat id from an earlier answer, to continue that chat; leave it out to start a new one',
          ),
        apply_fine_tuning: z
          .boolean()
          .optional()
          .describe("Apply the organisation's active fine-tuning instructions (default false)"),
        chat_data_source: z
          .enum(CHAT_DATA_SOURCES)
          .optional()
          .describe(
            "'documents' (default) answers from the uploaded documents; 'database' from the grant data",
          ),
      },
      outputSchema: envelope(promptAnswerOutput),
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: false,
      },
    },
    (args) =>
      envelopeOf(async () => {
        const { user, organization } = await caller(
          namedIds({ userId: args.user_id, organizationId: args.organization_id }),
        );
        const chat = args.azure_chat_history_id;
        const sent = await sendPrompt(assistant, {
          userId: user.id,
          organizationId: organization.id,
          message: args.message,
          chatId:
            chat === undefined || chat === null || chat === 0 || chat === ''
              ? null
              : idOf(chat, 'CHAT_NOT_FOUND'),
          applyFineTuning: args.apply_fine_tuning ?? false,
          dataSource: args.chat_data_source ?? 'documents',
          extraHistory: args.chat_history ?? [],
        });
        return promptAnswerWithLinks(promptAnswer(sent), publicUrl);
      }),
  );

  server.registerTool(
    'search_documents',
    {
      title: 'Search documents',
      description:
        "Finds the passages of the organisation's documents and records (funder notes, how to apply, programs) most relevant to a query, best first. Use it to quote or check sources yourself; it calls no language model.",
      inputSchema: {
        query: z.string().min(1).max(2000).describe('What to look for, in English, Portuguese or German'),
        organization_id: organizationIdArg,
        limit: z.number().int().min(1).max(50).optional().describe('How many passages at most (default 8)'),
      },
      outputSchema: envelope(passagesOutput),
      annotations: READ_ONLY,
    },
    (args) =>
      envelopeOf(async () => {
        const { organization } = await caller(namedIds({ organizationId: args.organization_id }));
        return searchDocuments(
          { db: assistant.db, embeddings: assistant.embeddings },
          { organizationId: organization.id, query: args.query, limit: args.limit ?? 8 },
        );
      }),
  );

  server.registerTool(
    'list_deadlines',
    {
      title: 'List deadlines',
      description:
        'Lists the open grant application deadlines and the unsubmitted report deadlines from today (UTC) up to a number of days ahead, with funder, program and amount. Use it for "what is due" questions.',
      inputSchema: {
        organization_id: organizationIdArg,
        days: z
          .number()
          .int()
          .min(1)
          .max(365)
          .optional()
          .describe('How many days ahead to look (default 90)'),
      },
      outputSchema: envelope(deadlinesOutput),
      annotations: READ_ONLY,
    },
    (args) =>
      envelopeOf(async () => {
        const { organization } = await caller(namedIds({ organizationId: args.organization_id }));
        const deadlines = await exportDeadlines({ db: assistant.db, organization, days: args.days ?? 90 });
        return deadlinesAnswer(deadlines, organization.currency);
      }),
  );

  server.registerTool(
    'get_funder',
    {
      title: 'Get a funder',
      description:
        "Returns one of the organisation's funders by id: contacts, notes, how to apply, the total awarded and the last award. Use it when you know the funder's id (from search_documents or list_deadlines).",
      inputSchema: {
        funder_id: idValue.describe("The funder's id"),
        organization_id: organizationIdArg,
      },
      outputSchema: envelope(funderOutput),
      annotations: READ_ONLY,
    },
    (args) =>
      envelopeOf(async () => {
        const { organization } = await caller(namedIds({ organizationId: args.organization_id }));
        const funder = await getFunder({
          db: assistant.db,
          organization,
          id: idOf(args.funder_id, 'FUNDER_NOT_FOUND'),
        });
        return funderAnswer(funder, organization.currency);
      }),
  );

  registerOpportunityTool(server, { caller, db: assistant.db, publicUrl, envelopeOf });
  return server;
}

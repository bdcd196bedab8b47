import { restErrorFor } from '@grantflow/auth/rest-auth';
import type { AuthOrganization, AuthUser } from '@grantflow/auth/user';
import { GENERIC_ERROR } from '@grantflow/service/errors';
import type { NamedIds } from '@grantflow/service/tenant-route';
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

// The MCP tools of /api/mcp (the hidden "Organization Tools" source; docs/product.md, Chat). Each resolves the caller from the
// request's bearer token and the organisation through the same role rules as the REST routes, then calls
// the same use case as the API. Results are one text content holding `{status, error, data}` as JSON.

const idValue = z.union([z.number().int(), z.string()]);
const text = (value: unknown) => ({ content: [{ type: 'text' as const, text: JSON.stringify(value) }] });

/** The tenant route's sign-in and organisation steps for this request (restRoutes' caller). */
export type ToolCaller = (ids: NamedIds) => Promise<{ user: AuthUser; organization: AuthOrganization }>;

/** Receives a tool's unexpected failure (a bug, not a refusal) for the log; the client sees only INTERNAL. */
export type UnexpectedToolError = (error: unknown) => void;

async function answer(run: () => Promise<unknown>, onUnexpected: UnexpectedToolError) {
  try {
    return text({ status: 200, error: null, data: await run() });
  } catch (error) {
    const mapped = restErrorFor(error);
    if (!mapped) onUnexpected(error);
    const { status, message, codes } = mapped ?? {
      status: 500,
      message: GENERIC_ERROR,
      codes: { code: 'INTERNAL' as const },
    };
    // A limit's Retry-After travels as params.retryAfterSeconds: one HTTP answer can carry a whole batch.
    const params = 'params' in codes && codes.params ? { params: codes.params } : {};
    return { ...text({ status, error: message, data: null, code: codes.code, ...params }), isError: true };
  }
}

const historySchema = z
  .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(20_000) }))
  .max(50)
  .optional();

export function createMcpServer(
  caller: ToolCaller,
  assistant: AssistantDeps,
  onUnexpected: UnexpectedToolError,
): McpServer {
  const server = new McpServer({ name: 'grantflow', version: '1.0.0' });
  const envelope = (run: () => Promise<unknown>) => answer(run, onUnexpected);

  server.registerTool(
    'ai_chat_completion',
    {
      description:
        "Asks Grantflow's assistant a question about the organisation's documents (or its data) and stores the turn in a chat.",
      inputSchema: {
        message: z.string().min(1).max(10_000),
        chat_history: historySchema,
        organization_id: idValue,
        user_id: idValue,
        azure_chat_history_id: idValue.nullable().optional(),
        apply_fine_tuning: z.boolean().optional(),
        chat_data_source: z.enum(['documents', 'database']).optional(),
      },
    },
    (args) =>
      envelope(async () => {
        const { user, organization } = await caller(
          namedIds({ userId: args.user_id, organizationId: args.organization_id }),
        );
        const chat = args.azure_chat_history_id;
        const result = await sendPrompt(assistant, {
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
        return promptAnswer(result);
      }),
  );

  server.registerTool(
    'search_documents',
    {
      description: "Finds the passages of the organisation's documents and records most relevant to a query.",
      inputSchema: {
        query: z.string().min(1).max(2000),
        organization_id: idValue.optional(),
        limit: z.number().int().min(1).max(50).optional(),
      },
    },
    (args) =>
      envelope(async () => {
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
      description: 'Lists the grant application and report deadlines of the next days (90 by default).',
      inputSchema: { organization_id: idValue.optional(), days: z.number().int().min(1).max(365).optional() },
    },
    (args) =>
      envelope(async () => {
        const { organization } = await caller(namedIds({ organizationId: args.organization_id }));
        return exportDeadlines({ db: assistant.db, organization, days: args.days ?? 90 });
      }),
  );

  server.registerTool(
    'get_funder',
    {
      description:
        "Returns one of the organisation's funders: contacts, notes, how to apply, totals, last award.",
      inputSchema: { funder_id: idValue, organization_id: idValue.optional() },
    },
    (args) =>
      envelope(async () => {
        const { organization } = await caller(namedIds({ organizationId: args.organization_id }));
        return getFunder({ db: assistant.db, organization, id: idOf(args.funder_id, 'FUNDER_NOT_FOUND') });
      }),
  );

  return server;
}

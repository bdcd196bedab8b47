import type { ServerResponse } from 'node:http';
import { restErrorFor } from '@grantflow/auth/rest-auth';
import type { AuthOrganization, AuthUser } from '@grantflow/auth/user';
import { ok } from '@grantflow/service/envelope';
import { GENERIC_ERROR } from '@grantflow/service/errors';
import { restRoutes } from '@grantflow/service/tenant-route';
import { getChat } from '@grantflow/use-cases/assistant/get-chat';
import { listChats } from '@grantflow/use-cases/assistant/list-chats';
import { sendPrompt } from '@grantflow/use-cases/assistant/send-prompt';
import type { ChatDetail } from '@grantflow/validation/assistant-wire';
import { type ChatPromptBody, chatPromptBodySchema } from '@grantflow/validation/chat';
import { encode } from 'eventsource-encoder';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppDeps, assistantDepsOf } from '../deps.ts';
import { chatEntry, chatRemarks, chatSummary, promptAnswer } from './assistant-wire.ts';
import { namedIds, rawBody } from './caller.ts';
import { idOf } from './ids.ts';

type Ids = { userId: string; orgId: string };

/** What sendPrompt takes from a prompt body, for the caller and the organisation it acts for. */
function promptOf(user: AuthUser, organization: AuthOrganization, body: ChatPromptBody) {
  return {
    userId: user.id,
    organizationId: organization.id,
    message: body.message,
    chatId: body.azure_chat_history_id,
    applyFineTuning: body.apply_fine_tunning,
    dataSource: body.chat_data_source,
    language: body.language,
    organization: { fiscalYearStart: organization.fiscalYearStart, currency: organization.currency },
  };
}

/**
 * The chat calls (docs/product.md, REST calls): list, one chat, prompt (whole answer) and prompt/stream (the same answer as
 * server-sent events: `token` events while it is written, then `done` with the prompt's data, or `error`).
 */
export async function registerChatRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { tenantRoute } = restRoutes({ db: deps.db, authSecret: deps.config.AUTH_SECRET });
  const assistant = assistantDepsOf(deps);
  const pathIds = ({ params }: { params: Ids }) =>
    namedIds({ userId: params.userId, organizationId: params.orgId });
  /** The prompt's caller is the body's: an outsider is refused before any field of the body is judged. */
  const bodyIds = (request: { body?: unknown }) =>
    namedIds({ userId: rawBody(request).user_id, organizationId: rawBody(request).organization_id });

  app.get<{ Params: Ids }>(
    '/ai/chat/list/:userId/:orgId',
    tenantRoute<{ Params: Ids }>({
      ids: pathIds,
      run: async ({ user, tenant: { organization } }) => {
        const chats = await listChats(assistant, { userId: user.id, organizationId: organization.id });
        return ok(chats.map(chatSummary));
      },
    }),
  );

  app.get<{ Params: Ids & { chatId: string } }>(
    '/ai/chat/specific/:chatId/:userId/:orgId',
    tenantRoute<{ Params: Ids & { chatId: string } }>({
      ids: pathIds,
      run: async ({ user, tenant: { organization }, request }) => {
        const { chat, entries } = await getChat(assistant, {
          userId: user.id,
          organizationId: organization.id,
          chatId: idOf(request.params.chatId, 'CHAT_NOT_FOUND'),
        });
        return ok({
          id: chat.id,
          title: chat.title,
          remarks: chatRemarks(chat),
          chats: entries.map(chatEntry),
        } satisfies ChatDetail);
      },
    }),
  );

  app.post(
    '/ai/chat/prompt',
    tenantRoute({
      ids: bodyIds,
      input: chatPromptBodySchema,
      run: async ({ user, tenant: { organization }, input }) =>
        ok(promptAnswer(await sendPrompt(assistant, promptOf(user, organization, input)))),
    }),
  );

  app.post(
    '/ai/chat/prompt/stream',
    tenantRoute({
      ids: bodyIds,
      input: chatPromptBodySchema,
      run: ({ user, tenant: { organization }, input, request, reply }) =>
        streamPrompt(promptOf(user, organization, input), request, reply),
    }),
  );

  async function streamPrompt(
    input: ReturnType<typeof promptOf>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    let out: ServerResponse | undefined;
    // A client that goes away (closed tab, the stop button) stops the model: it frees the local model for the next prompt.
    const gone = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    // The stream opens once the prompt is accepted: a refusal (a limit, a foreign chat) is still a plain 4xx.
    const open = () => {
      reply.hijack();
      out = reply.raw;
      out.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
    };
    const send = (event: string, data: unknown) => {
      if (out && !out.writableEnded && !out.destroyed)
        out.write(encode({ event, data: JSON.stringify(data) }));
    };
    try {
      const result = await sendPrompt(assistant, {
        ...input,
        onAccepted: open,
        onToken: (text) => send('token', { text }),
        signal: gone.signal,
      });
      send('done', promptAnswer(result));
    } catch (error) {
      if (!out) throw error;
      const mapped = restErrorFor(error);
      if (!mapped) request.log.error({ err: error }, 'prompt failed');
      send('error', { error: mapped?.message ?? GENERIC_ERROR, code: mapped?.codes.code ?? 'INTERNAL' });
    } finally {
      out?.end();
    }
  }
}

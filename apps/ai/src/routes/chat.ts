import type { ServerResponse } from 'node:http';
import { parseInput } from '@grantflow/auth/parse-input';
import { createRestAuth, restErrorFor } from '@grantflow/auth/rest-auth';
import { ok } from '@grantflow/service/envelope';
import { GENERIC_ERROR } from '@grantflow/service/errors';
import { getChat } from '@grantflow/use-cases/assistant/get-chat';
import { listChats } from '@grantflow/use-cases/assistant/list-chats';
import { sendPrompt } from '@grantflow/use-cases/assistant/send-prompt';
import type { ChatDetail } from '@grantflow/validation/assistant-wire';
import { chatPromptBodySchema } from '@grantflow/validation/chat';
import { encode } from 'eventsource-encoder';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AppDeps, assistantDepsOf } from '../deps.ts';
import { chatEntry, chatRemarks, chatSummary, promptAnswer } from './assistant-wire.ts';
import { resolveCaller } from './caller.ts';
import { idOf } from './ids.ts';

type Ids = { userId: string; orgId: string };

/**
 * The chat calls (docs/product.md, REST calls): list, one chat, prompt (whole answer) and prompt/stream (the same answer as
 * server-sent events: `token` events while it is written, then `done` with the prompt's data, or `error`).
 */
export async function registerChatRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const auth = createRestAuth({ db: deps.db, authSecret: deps.config.AUTH_SECRET });
  const assistant = assistantDepsOf(deps);

  app.get<{ Params: Ids }>('/ai/chat/list/:userId/:orgId', async (request) => {
    const { user, organization } = await resolveCaller(auth, request, {
      userId: request.params.userId,
      organizationId: request.params.orgId,
    });
    const chats = await listChats(assistant, { userId: user.id, organizationId: organization.id });
    return ok(chats.map(chatSummary));
  });

  app.get<{ Params: Ids & { chatId: string } }>(
    '/ai/chat/specific/:chatId/:userId/:orgId',
    async (request) => {
      const { user, organization } = await resolveCaller(auth, request, {
        userId: request.params.userId,
        organizationId: request.params.orgId,
      });
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
  );

  /** Authenticates, then validates: an outsider is refused before any field of the body is judged. */
  async function promptOf(request: FastifyRequest) {
    const raw = (request.body ?? {}) as Record<string, unknown>;
    const { user, organization } = await resolveCaller(auth, request, {
      userId: raw.user_id,
      organizationId: raw.organization_id,
    });
    const body = parseInput(chatPromptBodySchema, raw);
    return {
      userId: user.id,
      organizationId: organization.id,
      message: body.message,
      chatId: body.azure_chat_history_id,
      applyFineTuning: body.apply_fine_tunning,
      dataSource: body.chat_data_source,
    };
  }

  app.post('/ai/chat/prompt', async (request) => {
    const result = await sendPrompt(assistant, await promptOf(request));
    return ok(promptAnswer(result));
  });

  app.post('/ai/chat/prompt/stream', async (request, reply) => {
    const input = await promptOf(request);
    let out: ServerResponse | undefined;
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
      if (out && !out.writableEnded) out.write(encode({ event, data: JSON.stringify(data) }));
    };
    try {
      const result = await sendPrompt(assistant, {
        ...input,
        onAccepted: open,
        onToken: (text) => send('token', { text }),
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
  });
}

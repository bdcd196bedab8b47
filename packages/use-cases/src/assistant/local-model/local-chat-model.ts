import { DomainError } from '@grantflow/domain/shared/errors';
import type { ChatModel, LanguageModelConfig, ReplyPiece } from '../language-model.ts';
import { chatHistoryOf, functionsOf } from './chat-history.ts';
import { localContextOf } from './local-context.ts';

// The local model as a ChatModel (docs/architecture.md, Local model). node-llama-cpp reports the reply
// through callbacks; they are queued here and handed out as the stream run-model.ts reads. The request's
// signal, the timeout and the reader leaving early all abort the generation, and the sequence is freed
// whichever way the reply ends.

const DEFAULT_TIMEOUT_MS = 120_000;

export function localChatModel(config: LanguageModelConfig): ChatModel {
  const settings = config.local;
  if (!settings) throw new Error('LLM_PROVIDER=local needs its local model settings');
  const temperature = config.temperature ?? 0.2;
  return {
    async *streamReply({ messages, tools, signal }) {
      const stop = new AbortController();
      const timeout = AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      const abort = AbortSignal.any([stop.signal, timeout, ...(signal ? [signal] : [])]);
      const failed = (error: unknown) =>
        timeout.aborted && !signal?.aborted
          ? new DomainError('ASSISTANT_TIMEOUT', undefined, { cause: error })
          : error;
      const { context, lease } = await localContextOf(settings);
      const release = await lease.acquire(abort).catch((error: unknown) => {
        throw failed(error);
      });
      const { LlamaChat } = await import('node-llama-cpp');
      const sequence = context.getSequence();
      const chat = new LlamaChat({ contextSequence: sequence });
      const pieces: ReplyPiece[] = [];
      let wake: (() => void) | undefined;
      let finished = false;
      let failure: unknown;
      const push = (piece: ReplyPiece) => {
        pieces.push(piece);
        wake?.();
      };
      const functions = functionsOf(tools);
      const generation = chat
        .generateResponse(chatHistoryOf(messages), {
          signal: abort,
          temperature,
          onTextChunk: (text) => push({ content: text }),
          ...(functions ? { functions } : {}),
        })
        .then(
          (result) => {
            const calls = (result.functionCalls ?? []).map((call, index) => ({
              index,
              id: `call_${index}`,
              function: { name: call.functionName, arguments: JSON.stringify(call.params ?? {}) },
            }));
            if (calls.length > 0) push({ tool_calls: calls });
          },
          (error: unknown) => {
            failure = error;
          },
        )
        .finally(() => {
          finished = true;
          wake?.();
        });
      try {
        for (;;) {
          const piece = pieces.shift();
          if (piece) yield piece;
          else if (finished) break;
          else await new Promise<void>((resolve) => (wake = resolve));
        }
        if (failure !== undefined) throw failed(failure);
      } finally {
        // Reached when the reply ends, fails, or its reader leaves early: the generation stops first.
        stop.abort();
        await generation;
        chat.dispose();
        if (!sequence.disposed) sequence.dispose();
        release();
      }
    },
  };
}

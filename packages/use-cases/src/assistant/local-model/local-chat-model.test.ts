import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOMAIN_ERROR_MESSAGES } from '@grantflow/domain/shared/error-messages';
import { isDomainError } from '@grantflow/domain/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatModel } from '../create-chat-model.ts';
import type { LanguageModelConfig, LocalModelSettings, ReplyPiece } from '../language-model.ts';
import { writeTinyLlamaGguf } from '../testing/tiny-llama-gguf.ts';
import { localContextOf } from './local-context.ts';

// The local model on a tiny random-weight GGUF written here (it writes letters for ever, so each test
// decides when a reply ends). Each test that needs its own settings gets its own copy of the file: the
// process keeps one model and one context per file.

let directory: string;
let original: string;
let copies = 0;
beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'gf-local-model-'));
  original = join(directory, 'tiny.gguf');
  await writeTinyLlamaGguf(original);
});
afterAll(() => rmSync(directory, { recursive: true, force: true }));

function settingsOf(overrides: Partial<LocalModelSettings> = {}): LocalModelSettings {
  const modelPath = join(directory, `copy-${copies++}.gguf`);
  copyFileSync(original, modelPath);
  return { modelPath, threads: 1, maxMemoryMb: 1024, contextSize: 512, maxQueue: 1, ...overrides };
}

const configOf = (local: LocalModelSettings, timeoutMs = 60_000): LanguageModelConfig => ({
  provider: 'local',
  model: 'tiny',
  timeoutMs,
  local,
});

const messages = [
  { role: 'system' as const, content: 'Answer from the passages only.' },
  { role: 'user' as const, content: 'Which funders gave us the most?' },
];

/** The first `count` pieces of a reply, leaving it there (which stops the model). */
async function firstPieces(config: LanguageModelConfig, count: number, signal?: AbortSignal) {
  const pieces: ReplyPiece[] = [];
  for await (const piece of createChatModel(config).streamReply({ messages, tools: [], signal })) {
    pieces.push(piece);
    if (pieces.length === count) break;
  }
  return pieces;
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (error: unknown) => (isDomainError(error) ? error.code : String(error)),
  );

describe('the local chat model', () => {
  it('streams tokens of its reply, and again for the next reply (its sequence is freed each time)', async () => {
    const settings = settingsOf();
    const config = configOf(settings);
    const first = await firstPieces(config, 8);
    expect(first).toHaveLength(8);
    expect(first.every((piece) => typeof piece.content === 'string' && piece.content.length > 0)).toBe(true);
    expect(await firstPieces(config, 8)).toHaveLength(8);
    expect((await localContextOf(settings)).context.sequencesLeft).toBe(1);
  });

  it("stops when the request's signal is aborted, and frees the sequence for the next prompt", async () => {
    const settings = settingsOf();
    const config = configOf(settings);
    const request = new AbortController();
    const pieces: ReplyPiece[] = [];
    const reading = (async () => {
      for await (const piece of createChatModel(config).streamReply({
        messages,
        tools: [],
        signal: request.signal,
      })) {
        pieces.push(piece);
        if (pieces.length === 3) request.abort(new Error('the client went away'));
      }
    })();
    await expect(reading).rejects.toThrow('the client went away');
    const seen = pieces.length;
    expect(seen).toBeGreaterThanOrEqual(3);
    expect((await localContextOf(settings)).context.sequencesLeft).toBe(1);
    expect(pieces).toHaveLength(seen);
    expect(await firstPieces(config, 4)).toHaveLength(4);
  });

  it('fails a reply that outlasts its timeout with ASSISTANT_TIMEOUT', async () => {
    const settings = settingsOf();
    const reading = (async () => {
      // Never left by the reader: only the timeout ends this endless reply.
      for await (const _ of createChatModel(configOf(settings, 200)).streamReply({ messages, tools: [] })) {
      }
    })();
    expect(await codeOf(reading)).toBe('ASSISTANT_TIMEOUT');
    expect((await localContextOf(settings)).context.sequencesLeft).toBe(1);
  });

  it('refuses to load a model larger than its memory limit, with a clear message', async () => {
    const reply = firstPieces(configOf(settingsOf({ maxMemoryMb: 1 })), 1);
    const error = await reply.then(
      () => expect.fail('the model was loaded'),
      (failure: unknown) => failure,
    );
    expect(isDomainError(error) && error.code).toBe('LOCAL_MODEL_TOO_LARGE');
    expect(isDomainError(error) && error.params).toEqual({ neededMb: expect.any(Number), limitMb: 1 });
    expect(DOMAIN_ERROR_MESSAGES.LOCAL_MODEL_TOO_LARGE).toMatch(/needs more memory than this server allows/);
  });

  it('answers a prompt beyond its queue with ASSISTANT_BUSY, and lets a queued one follow', async () => {
    const settings = settingsOf({ maxQueue: 1 });
    const config = configOf(settings);
    const holding = createChatModel(config).streamReply({ messages, tools: [] })[Symbol.asyncIterator]();
    await holding.next();
    const queued = firstPieces(config, 2);
    const { lease } = await localContextOf(settings);
    while (lease.waiting === 0) await new Promise(setImmediate);
    expect(await codeOf(firstPieces(config, 1))).toBe('ASSISTANT_BUSY');
    await holding.return?.();
    expect(await queued).toHaveLength(2);
  });
});

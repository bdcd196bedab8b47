import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@grantflow/service/logger';
import { localContextOf } from '@grantflow/use-cases/assistant/local-model/local-context';
import { writeTinyLlamaGguf } from '@grantflow/use-cases/assistant/testing/tiny-llama-gguf';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { envSchema } from '../env.ts';
import { type AiTestApp, SECRET, startAiTestApp } from '../testing/ai-test-app.ts';

// The chat route over LLM_PROVIDER=local: a tiny random-weight GGUF written here, run in this process. It
// writes letters for ever, so an answer ends at ASSISTANT_MAX_ANSWER_CHARS — or when its client goes away.

let directory: string;
let modelPath: string;
let t: AiTestApp;
let endless: FastifyInstance;
let endlessUrl: string;
const org = { id: 0 };
const user = { id: 0, token: '' };

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'gf-ai-local-'));
  modelPath = join(directory, 'tiny.gguf');
  await writeTinyLlamaGguf(modelPath);
  const local = { LLM_PROVIDER: 'local', LOCAL_LLM_MODEL_PATH: modelPath, LOCAL_LLM_CONTEXT_SIZE: '16384' };
  t = await startAiTestApp({ ...local, ASSISTANT_MAX_ANSWER_CHARS: '1000' });
  // The same model without a practical answer limit: only the client leaving ends its answers.
  endless = buildApp({
    config: envSchema.parse({
      DATABASE_URL: t.database.url,
      AUTH_SECRET: SECRET,
      DATA_DIR: directory,
      ...local,
      ASSISTANT_MAX_ANSWER_CHARS: '1000000',
    }),
    logger: createLogger({ level: 'silent' }),
    pool: t.database.pool,
    db: t.database.db,
  });
  endlessUrl = await endless.listen({ port: 0, host: '127.0.0.1' });
  org.id = await t.insert('insert into organizations (name) values ($1)', ['Riverbend']);
  Object.assign(user, await t.signIn('local-model@example.org', org.id));
});
afterAll(async () => {
  await endless?.close();
  await t?.close();
  rmSync(directory, { recursive: true, force: true });
});

const body = (message: string) => ({
  message,
  organization_id: org.id,
  user_id: user.id,
  azure_chat_history_id: null,
  apply_fine_tunning: false,
  chat_data_source: 'database',
});
const storedEntries = async (message: string) =>
  (await t.admin.query('select count(*)::int as n from chat_entries where content = $1', [message])).rows[0]
    ?.n as number;

describe('the chat route with a local model', () => {
  it('streams the answer token by token, then stores it', async () => {
    const response = await t.plain.inject({
      method: 'POST',
      url: '/ai/chat/prompt/stream',
      headers: { authorization: `Bearer ${user.token}` },
      payload: body('Who funds us?'),
    });
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = response.body
      .trim()
      .split('\n\n')
      .map((block) => {
        const [event, data] = block.split('\n');
        return {
          event: event?.slice('event: '.length),
          data: JSON.parse(data?.slice('data: '.length) ?? 'null'),
        };
      });
    const tokens = events.filter((e) => e.event === 'token').map((e) => e.data.text as string);
    expect(tokens.length).toBeGreaterThan(10);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    expect(done?.data.new_chats[1].content).toBe(tokens.join(''));
    expect(await storedEntries('Who funds us?')).toBe(1);
  });

  it('stops the model when the client goes away, frees it for the next prompt and stores nothing', async () => {
    const leave = new AbortController();
    const response = await fetch(`${endlessUrl}/ai/chat/prompt/stream`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body('Tell me everything')),
      signal: leave.signal,
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let received = '';
    while ((received.match(/event: token/g) ?? []).length < 5) {
      const { value, done } = await reader.read();
      if (done) expect.fail(`the stream ended before five tokens: ${received}`);
      received += new TextDecoder().decode(value);
    }
    const { context } = await localContextOf({
      modelPath,
      threads: 1,
      maxMemoryMb: 4096,
      contextSize: 16_384,
      maxQueue: 2,
    });
    expect(context.sequencesLeft).toBe(0);
    leave.abort();
    // Only the abort can end this answer: without it the sequence stays taken and the test times out.
    while (context.sequencesLeft === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await storedEntries('Tell me everything')).toBe(0);
    const next = await t.plain.inject({
      method: 'POST',
      url: '/ai/chat/prompt',
      headers: { authorization: `Bearer ${user.token}` },
      payload: body('And now?'),
    });
    expect(next.statusCode).toBe(200);
    expect(await storedEntries('And now?')).toBe(1);
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

// A local server speaking OpenAI's chat-completions API (streamed and whole), so the assistant's real
// OpenAI client writes its answer token by token in browser journeys. It answers with `pieces`,
// pausing between them so the browser can render the answer as it grows.

export interface ModelServer {
  /** Base URL for LLM_BASE_URL (ends in /v1). */
  url: string;
  /** The user prompts it was sent, last message first seen last. */
  prompts: string[];
  close(): Promise<void>;
}

interface ChatRequest {
  model?: string;
  stream?: boolean;
  messages?: { role: string; content: unknown }[];
}

export async function startModelServer(pieces: readonly string[], pauseMs = 250): Promise<ModelServer> {
  const prompts: string[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', async () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const body = JSON.parse(raw || '{}') as ChatRequest;
      const last = body.messages?.at(-1)?.content;
      prompts.push(typeof last === 'string' ? last : JSON.stringify(last));
      const base = { id: 'chatcmpl-e2e', created: Math.floor(Date.now() / 1000), model: body.model ?? 'e2e' };
      if (!body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            ...base,
            object: 'chat.completion',
            choices: [
              { index: 0, message: { role: 'assistant', content: pieces.join('') }, finish_reason: 'stop' },
            ],
            usage: { prompt_tokens: 1, completion_tokens: pieces.length, total_tokens: 1 + pieces.length },
          }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const chunk = (delta: Record<string, unknown>, finish: string | null) =>
        `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      res.write(chunk({ role: 'assistant', content: '' }, null));
      for (const piece of pieces) {
        await delay(pauseMs);
        res.write(chunk({ content: piece }, null));
      }
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    prompts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

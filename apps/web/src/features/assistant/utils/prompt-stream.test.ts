import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromptBody } from './chat-types.ts';
import { streamPrompt } from './prompt-stream.ts';

// A local server speaking text/event-stream the way apps/ai's stream route does; the real fetch reads it.
const DONE = {
  new_chats: [
    { identity: 1, role: 'user', content: 'q' },
    {
      identity: 2,
      role: 'assistant',
      content: 'Hello world',
      files: { '1': { url: '/f/1', file_name: 'a.pdf' } },
    },
  ],
  azure_chat_history_id: 5,
  title: 'q',
  remarks: null,
};

let server: http.Server;
let base = '';
const seen: unknown[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', async () => {
      seen.push({ url: req.url, auth: req.headers.authorization, body: JSON.parse(raw || '{}') });
      const mode = (JSON.parse(raw || '{}') as PromptBody).message;
      if (mode === 'refused') {
        res.writeHead(403, { 'content-type': 'application/json' }).end('{"status":403,"error":"Forbidden"}');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      // Written in pieces that split an event and a multi-byte character, with pauses between them.
      const pieces =
        mode === 'fails'
          ? [
              'event: token\ndata: {"text":"Hal"}\n\n',
              'event: error\ndata: {"error":"model unavailable"}\n\n',
            ]
          : mode === 'cut'
            ? ['event: token\ndata: {"text":"Hal"}\n\n']
            : mode === 'crlf'
              ? [
                  ': keep-alive\r\n\r\nevent: token\r\ndata: {"text":"Hel"}\r',
                  '\n\r\nevent: token\rdata: {"text":"lo"}\r\r',
                  `event: done\r\ndata: ${JSON.stringify(DONE)}\r\n\r\n`,
                ]
              : [
                  'event: token\ndata: {"text":"Hel',
                  'lo"}\n\n',
                  'event: token\ndata: {"text":" w\u00f6',
                  'rld"}\n\n',
                  `event: done\ndata: ${JSON.stringify(DONE)}\n\n`,
                ];
      for (const piece of pieces) {
        res.write(piece);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const body = (message: string): PromptBody => ({
  message,
  organization_id: 1,
  user_id: 2,
  azure_chat_history_id: null,
  apply_fine_tunning: false,
  chat_data_source: 'documents',
  language: 'en',
});

function ask(message: string, tokens: string[] = [], path = base) {
  return streamPrompt(body(message), {
    onToken: (text) => tokens.push(text),
    fetchImpl: (input, init) =>
      fetch(`${path}${input}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), Authorization: 'Bearer t' },
      }),
  });
}

describe('streamPrompt', () => {
  it('hands each token over as it arrives, then the whole prompt result', async () => {
    const tokens: string[] = [];
    const outcome = await ask('hello', tokens);
    expect(tokens).toEqual(['Hello', ' w\u00f6rld']);
    expect(outcome).toEqual({ kind: 'done', result: DONE });
    expect(seen.at(-1)).toEqual({ url: '/ai/chat/prompt/stream', auth: 'Bearer t', body: body('hello') });
  });

  it('reads CRLF and CR line endings, a line ending split across pieces, and skips comments', async () => {
    const tokens: string[] = [];
    expect(await ask('crlf', tokens)).toEqual({ kind: 'done', result: DONE });
    expect(tokens).toEqual(['Hel', 'lo']);
  });

  it("reports the server's error event", async () => {
    const tokens: string[] = [];
    expect(await ask('fails', tokens)).toEqual({ kind: 'error', error: 'model unavailable' });
    expect(tokens).toEqual(['Hal']);
  });

  it('reports an answer cut off before its done event as an error', async () => {
    expect((await ask('cut')).kind).toBe('error');
  });

  it('says the stream is unavailable when the server refuses it or cannot be reached', async () => {
    expect(await ask('refused')).toEqual({ kind: 'unavailable' });
    expect(await ask('hello', [], 'http://127.0.0.1:1')).toEqual({ kind: 'unavailable' });
  });
});

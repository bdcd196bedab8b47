import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local server speaking OpenAI's chat-completions API (JSON and streamed server-sent events, with tool
// calls), so tests run the real OpenAI client against scripted answers. Each request takes the next
// scripted reply; the requests are recorded (messages, tools) for the test to inspect.

export interface ScriptedToolCall {
  name: string;
  arguments: Record<string, unknown>;
  /** Sent instead of `arguments` as the call's argument text: a model that writes broken JSON. */
  rawArguments?: string;
}

export interface ScriptedReply {
  content?: string;
  toolCalls?: ScriptedToolCall[];
}

export interface RecordedMessage {
  role: string;
  content: string | null | Array<{ type: string; text?: string }>;
  tool_call_id?: string;
  tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>;
}

export interface RecordedRequest {
  model: string;
  stream: boolean;
  messages: RecordedMessage[];
  tools?: Array<{ function: { name: string } }>;
}

export interface FakeOpenAi {
  /** The base URL to give the client (ends in /v1). */
  url: string;
  script(...replies: ScriptedReply[]): void;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<RecordedRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedRequest;
}

/** Splits text into a few pieces, as a model streams tokens. */
function pieces(text: string, count = 3): string[] {
  if (!text) return [];
  const size = Math.max(1, Math.ceil(text.length / count));
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

let callCounter = 0;

function streamReply(response: ServerResponse, model: string, reply: ScriptedReply): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const id = `chatcmpl-${++callCounter}`;
  const created = Math.floor(Date.now() / 1000);
  const send = (delta: Record<string, unknown>, finish: string | null = null) =>
    response.write(
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
    );
  send({ role: 'assistant', content: '' });
  for (const piece of pieces(reply.content ?? '')) send({ content: piece });
  (reply.toolCalls ?? []).forEach((call, index) => {
    const args = call.rawArguments ?? JSON.stringify(call.arguments);
    const half = Math.ceil(args.length / 2);
    send({
      tool_calls: [
        {
          index,
          id: `call_${callCounter}_${index}`,
          type: 'function',
          function: { name: call.name, arguments: args.slice(0, half) },
        },
      ],
    });
    send({ tool_calls: [{ index, function: { arguments: args.slice(half) } }] });
  });
  send({}, reply.toolCalls?.length ? 'tool_calls' : 'stop');
  response.end('data: [DONE]\n\n');
}

function jsonReply(response: ServerResponse, model: string, reply: ScriptedReply): void {
  const toolCalls = (reply.toolCalls ?? []).map((call, index) => ({
    id: `call_${++callCounter}_${index}`,
    type: 'function',
    function: { name: call.name, arguments: call.rawArguments ?? JSON.stringify(call.arguments) },
  }));
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      id: `chatcmpl-${++callCounter}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: reply.content ?? null,
            ...(toolCalls.length ? { tool_calls: toolCalls } : {}),
          },
          finish_reason: toolCalls.length ? 'tool_calls' : 'stop',
        },
      ],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    }),
  );
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const queue: ScriptedReply[] = [];
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"error":{"message":"not found"}}');
      return;
    }
    readJson(request).then(
      (body) => {
        requests.push(body);
        const reply = queue.shift();
        if (!reply) {
          response.writeHead(500, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({ error: { message: 'no scripted reply left', type: 'server_error' } }),
          );
          return;
        }
        if (body.stream) streamReply(response, body.model, reply);
        else jsonReply(response, body.model, reply);
      },
      () => response.writeHead(400).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    script: (...replies) => queue.push(...replies),
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a recorded message (string or content parts). */
export function messageText(message: RecordedMessage): string {
  if (typeof message.content === 'string') return message.content;
  return (message.content ?? []).map((part) => part.text ?? '').join('');
}

import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { type AIMessageChunk, type BaseMessage, ToolMessage } from '@langchain/core/messages';
import type { StructuredToolInterface } from '@langchain/core/tools';

/** Receives the answer's text as the model writes it (the SSE route forwards it; others ignore it). */
export type TokenSink = (text: string) => void;

export interface RunModelOptions {
  model: BaseChatModel;
  messages: BaseMessage[];
  tools?: StructuredToolInterface[];
  onToken?: TokenSink | undefined;
  /** Tool rounds before the model must answer; bounds a model that keeps calling tools. */
  maxToolRounds?: number;
}

function textOf(chunk: AIMessageChunk): string {
  return typeof chunk.content === 'string'
    ? chunk.content
    : chunk.content
        .map((part) => ('text' in part && typeof part.text === 'string' ? part.text : ''))
        .join('');
}

/**
 * Streams the model's answer, running the tool calls it makes (each result goes back as a tool message)
 * until it answers in text. Returns the final text.
 */
export async function runModel(options: RunModelOptions): Promise<string> {
  const tools = options.tools ?? [];
  if (tools.length > 0 && !options.model.bindTools) throw new Error('The language model cannot call tools');
  const runnable =
    tools.length > 0 && options.model.bindTools ? options.model.bindTools(tools) : options.model;
  const messages = [...options.messages];
  const maxRounds = options.maxToolRounds ?? 5;
  for (let round = 0; ; round++) {
    let message: AIMessageChunk | undefined;
    let text = '';
    for await (const chunk of await runnable.stream(messages)) {
      const piece = textOf(chunk);
      if (piece) {
        text += piece;
        options.onToken?.(piece);
      }
      message = message ? message.concat(chunk) : chunk;
    }
    const calls = message?.tool_calls ?? [];
    if (!message || calls.length === 0) return text;
    if (round >= maxRounds)
      return text || 'I could not finish this answer within the allowed number of queries.';
    messages.push(message);
    for (const call of calls) {
      const tool = tools.find((candidate) => candidate.name === call.name);
      const content = tool
        ? String(await tool.invoke(call.args))
        : JSON.stringify({ error: `Unknown tool ${call.name}` });
      messages.push(new ToolMessage({ content, tool_call_id: call.id ?? '', name: call.name }));
    }
  }
}

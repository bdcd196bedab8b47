import type { ChatHistoryItem, ChatModelFunctionCall, ChatModelFunctions } from 'node-llama-cpp';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';

// The chat-completions messages run-model.ts builds, as node-llama-cpp's chat history: the same system
// prompt, history and guards reach the local model as the OpenAI path's. An assistant turn's tool calls
// become function calls carrying the answers of the tool messages that follow it.

type Content = ChatCompletionMessageParam['content'];

function textOf(content: Content | undefined): string {
  if (typeof content === 'string') return content;
  if (!content) return '';
  return content.map((part) => ('text' in part ? part.text : '')).join('');
}

function parsed(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}

/** The history ending with the (empty) model turn the local model is to write. */
export function chatHistoryOf(messages: readonly ChatCompletionMessageParam[]): ChatHistoryItem[] {
  const answers = new Map<string, string>();
  for (const message of messages)
    if (message.role === 'tool') answers.set(message.tool_call_id, textOf(message.content));
  const history: ChatHistoryItem[] = [];
  for (const message of messages) {
    if (message.role === 'system' || message.role === 'developer')
      history.push({ type: 'system', text: textOf(message.content) });
    else if (message.role === 'user') history.push({ type: 'user', text: textOf(message.content) });
    else if (message.role === 'assistant') {
      const calls: ChatModelFunctionCall[] = (message.tool_calls ?? []).flatMap((call) =>
        call.type === 'function'
          ? [
              {
                type: 'functionCall',
                name: call.function.name,
                params: parsed(call.function.arguments),
                result: parsed(answers.get(call.id) ?? ''),
              },
            ]
          : [],
      );
      const text = textOf(message.content);
      history.push({ type: 'model', response: [...(text ? [text] : []), ...calls] });
    }
  }
  history.push({ type: 'model', response: [] });
  return history;
}

/** The tools as the functions the local model may call (their parameters as JSON Schema, grammar-enforced). */
export function functionsOf(tools: readonly ChatCompletionTool[]): ChatModelFunctions | undefined {
  const entries = tools.flatMap((tool) =>
    tool.type === 'function'
      ? [
          [
            tool.function.name,
            { description: tool.function.description ?? '', params: tool.function.parameters as never },
          ] as const,
        ]
      : [],
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

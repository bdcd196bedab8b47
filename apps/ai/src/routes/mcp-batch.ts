// A JSON-RPC batch is one HTTP request that can carry any number of calls, and each ai_chat_completion may
// be a paid model call: the batch is refused whole, before any call runs, when it carries too many.

export const MCP_BATCH_TOO_LARGE = 'MCP_BATCH_TOO_LARGE';

function isToolCall(message: unknown): boolean {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { method?: unknown }).method === 'tools/call'
  );
}

/** The JSON-RPC error for a batch with more than `limit` tool calls, or null when the body may run. */
export function batchRefusal(body: unknown, limit: number) {
  if (!Array.isArray(body)) return null;
  const calls = body.filter(isToolCall).length;
  if (calls <= limit) return null;
  return {
    jsonrpc: '2.0' as const,
    id: null,
    error: {
      code: -32600,
      message: `A batch may carry at most ${limit} tool calls.`,
      data: { code: MCP_BATCH_TOO_LARGE, params: { limit, calls } },
    },
  };
}

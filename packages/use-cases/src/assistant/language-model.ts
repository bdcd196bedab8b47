import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';

// The assistant's language model (docs/architecture.md, Two ways to run the same code): none by default; OpenAI, Azure OpenAI or any
// OpenAI-compatible server (Ollama, vLLM, …) through the official OpenAI client, or a GGUF model run in this
// process (docs/architecture.md, Local model). Both are a ChatModel: the narrow interface run-model.ts needs.

export const LLM_PROVIDERS = ['openai', 'azure', 'openai-compatible', 'local'] as const;
export type LlmProvider = (typeof LLM_PROVIDERS)[number];

/** The in-process model's settings (LLM_PROVIDER=local). */
export interface LocalModelSettings {
  /** A GGUF chat model with a chat template. */
  modelPath: string;
  /** CPU threads of the evaluation; more than the free cores is much slower, not faster. */
  threads: number;
  /** The model and its context must fit in this, else the prompt is refused with LOCAL_MODEL_TOO_LARGE. */
  maxMemoryMb: number;
  /** Tokens of the context (prompt and answer). */
  contextSize: number;
  /** Prompts that may wait while one is answered; more are refused with ASSISTANT_BUSY. */
  maxQueue: number;
}

export interface LanguageModelConfig {
  provider: LlmProvider;
  model: string;
  apiKey?: string | undefined;
  /** OpenAI-compatible: the server's /v1 URL; Azure: the resource endpoint (https://<name>.openai.azure.com). */
  baseUrl?: string | undefined;
  /** Azure only. */
  azureDeployment?: string | undefined;
  azureApiVersion?: string | undefined;
  temperature?: number | undefined;
  /** Per call; a slow provider fails the prompt rather than holding the request for ever. */
  timeoutMs?: number | undefined;
  /** Local only. */
  local?: LocalModelSettings | undefined;
}

/** A piece of a streamed reply, shaped as a chat-completions chunk's delta. */
export interface ReplyPiece {
  content?: string | null | undefined;
  tool_calls?:
    | ReadonlyArray<{
        index: number;
        id?: string | undefined;
        function?: { name?: string; arguments?: string };
      }>
    | undefined;
}

export interface ReplyRequest {
  messages: ChatCompletionMessageParam[];
  tools: ChatCompletionTool[];
  /** The request's: aborting it stops the generation. */
  signal?: AbortSignal | undefined;
}

/**
 * A chat model: one reply to the messages, streamed. Leaving the iteration early stops the generation
 * (the provider stops writing, the local model frees its context sequence).
 */
export interface ChatModel {
  streamReply(request: ReplyRequest): AsyncIterable<ReplyPiece>;
}

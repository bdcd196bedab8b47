import OpenAI, { AzureOpenAI } from 'openai';

// The assistant's language model (docs/architecture.md, Two ways to run the same code): none by default; OpenAI, Azure OpenAI or any
// OpenAI-compatible server (Ollama, vLLM, …) through the official OpenAI client when configured.

export const LLM_PROVIDERS = ['openai', 'azure', 'openai-compatible'] as const;
export type LlmProvider = (typeof LLM_PROVIDERS)[number];

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
}

/** A chat-completions client with the model and sampling it is asked with. */
export interface ChatModel {
  client: OpenAI;
  /** The model name; for Azure the deployment answers whatever is sent here. */
  model: string;
  temperature: number;
}

/** The chat model for the configuration (no network until it is called). */
export function createChatModel(config: LanguageModelConfig): ChatModel {
  const common = { timeout: config.timeoutMs ?? 60_000, maxRetries: 1 };
  const client =
    config.provider === 'azure'
      ? new AzureOpenAI({
          ...common,
          apiKey: config.apiKey,
          endpoint: config.baseUrl,
          deployment: config.azureDeployment ?? config.model,
          apiVersion: config.azureApiVersion ?? '2024-10-21',
        })
      : new OpenAI({
          ...common,
          // Local OpenAI-compatible servers often need no key; the client insists on one being set.
          apiKey: config.apiKey ?? 'not-needed',
          ...(config.baseUrl ? { baseURL: config.baseUrl } : {}),
        });
  return { client, model: config.model, temperature: config.temperature ?? 0.2 };
}

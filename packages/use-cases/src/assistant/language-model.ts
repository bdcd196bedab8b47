import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { AzureChatOpenAI, ChatOpenAI } from '@langchain/openai';

// The assistant's language model (docs/architecture.md, Two ways to run the same code): none by default; OpenAI, Azure OpenAI or any
// OpenAI-compatible server (Ollama, vLLM, …) through LangChain's OpenAI client when configured.

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

/** The LangChain chat model for the configuration (no network until it is called). */
export function createChatModel(config: LanguageModelConfig): BaseChatModel {
  const common = {
    temperature: config.temperature ?? 0.2,
    timeout: config.timeoutMs ?? 60_000,
    maxRetries: 1,
  };
  if (config.provider === 'azure') {
    return new AzureChatOpenAI({
      ...common,
      model: config.model,
      azureOpenAIApiKey: config.apiKey,
      azureOpenAIEndpoint: config.baseUrl,
      azureOpenAIApiDeploymentName: config.azureDeployment ?? config.model,
      azureOpenAIApiVersion: config.azureApiVersion ?? '2024-10-21',
    });
  }
  return new ChatOpenAI({
    ...common,
    model: config.model,
    // Local OpenAI-compatible servers often need no key; the client insists on one being set.
    apiKey: config.apiKey ?? 'not-needed',
    useResponsesApi: false,
    configuration: config.baseUrl ? { baseURL: config.baseUrl } : {},
  });
}

import OpenAI, { AzureOpenAI } from 'openai';
import type { ChatModel, LanguageModelConfig } from './language-model.ts';

/** The official client for OpenAI, Azure OpenAI or an OpenAI-compatible server (no network until called). */
export function createOpenAiClient(config: LanguageModelConfig): OpenAI {
  const common = { timeout: config.timeoutMs ?? 60_000, maxRetries: 1 };
  return config.provider === 'azure'
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
}

/** Chat completions, streamed; for Azure the deployment answers whatever model name is sent. */
export function openAiChatModel(config: LanguageModelConfig): ChatModel {
  const client = createOpenAiClient(config);
  const temperature = config.temperature ?? 0.2;
  return {
    async *streamReply({ messages, tools, signal }) {
      const stream = await client.chat.completions.create(
        {
          model: config.model,
          temperature,
          messages,
          ...(tools.length > 0 ? { tools } : {}),
          stream: true,
        },
        signal ? { signal } : undefined,
      );
      // A consumer leaving early returns this generator, which closes the stream.
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta;
        if (delta) yield delta;
      }
    },
  };
}

import { resolve } from 'node:path';
import type { LanguageModelConfig } from '@grantflow/use-cases/assistant/language-model';
import type { Env } from './env.ts';

/** The language model of the configuration, or undefined when none is configured (the default). */
export function languageModelOf(config: Env): LanguageModelConfig | undefined {
  if (config.LLM_PROVIDER === 'none') return undefined;
  return {
    provider: config.LLM_PROVIDER,
    model: config.LLM_MODEL ?? config.LLM_AZURE_DEPLOYMENT ?? '',
    apiKey: config.LLM_API_KEY,
    baseUrl: config.LLM_BASE_URL,
    azureDeployment: config.LLM_AZURE_DEPLOYMENT,
    azureApiVersion: config.LLM_AZURE_API_VERSION,
    timeoutMs: config.LLM_TIMEOUT_MS,
  };
}

export const dataDirectoryOf = (config: Env) => resolve(config.DATA_DIR);
export const downloadSecretOf = (config: Env) => config.DOWNLOAD_SIGNING_SECRET ?? config.AUTH_SECRET;

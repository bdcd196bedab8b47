import { basename, resolve } from 'node:path';
import { downloadSigningKey } from '@grantflow/storage/signed-url';
import type { LanguageModelConfig } from '@grantflow/use-cases/assistant/language-model';
import type { Env } from './env.ts';

/** The language model of the configuration, or undefined when none is configured (the default). */
export function languageModelOf(config: Env): LanguageModelConfig | undefined {
  if (config.LLM_PROVIDER === 'none') return undefined;
  if (config.LLM_PROVIDER === 'local' && config.LOCAL_LLM_MODEL_PATH)
    return {
      provider: 'local',
      model: basename(config.LOCAL_LLM_MODEL_PATH),
      timeoutMs: config.LOCAL_LLM_TIMEOUT_MS,
      local: {
        modelPath: config.LOCAL_LLM_MODEL_PATH,
        threads: config.LOCAL_LLM_THREADS,
        maxMemoryMb: config.LOCAL_LLM_MAX_MEMORY_MB,
        contextSize: config.LOCAL_LLM_CONTEXT_SIZE,
        maxQueue: config.LOCAL_LLM_MAX_QUEUE,
      },
    };
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
/** The key download links are signed with: the same derivation as the api's download route verifies. */
export const downloadSecretOf = (config: Env): Buffer => downloadSigningKey(config.AUTH_SECRET);

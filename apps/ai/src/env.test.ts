import { parseConfig } from '@grantflow/service/config';
import { describe, expect, it } from 'vitest';
import { languageModelOf } from './assistant-config.ts';
import { envSchema } from './env.ts';

const base = { DATABASE_URL: 'postgres://localhost/x', AUTH_SECRET: 'x'.repeat(32) };
const problems = (env: Record<string, string>) => {
  try {
    parseConfig(envSchema, { ...base, ...env });
    return [];
  } catch (error) {
    return (error as { problems: string[] }).problems;
  }
};

describe('the language model configuration', () => {
  it('has no model by default', () => {
    expect(languageModelOf(parseConfig(envSchema, base))).toBeUndefined();
  });

  it('names what a provider is missing', () => {
    expect(problems({ LLM_PROVIDER: 'openai' })).toEqual([
      'LLM_MODEL: is required when LLM_PROVIDER is openai',
      'LLM_API_KEY: is required when LLM_PROVIDER is openai',
    ]);
    expect(problems({ LLM_PROVIDER: 'openai-compatible', LLM_MODEL: 'llama3' })).toEqual([
      'LLM_BASE_URL: is required when LLM_PROVIDER is openai-compatible',
    ]);
    expect(problems({ LLM_PROVIDER: 'mistral' })[0]).toMatch(/^LLM_PROVIDER:/);
  });

  it('builds an Azure configuration from its deployment', () => {
    const config = parseConfig(envSchema, {
      ...base,
      LLM_PROVIDER: 'azure',
      LLM_BASE_URL: 'https://example.openai.azure.com',
      LLM_API_KEY: 'key',
      LLM_AZURE_DEPLOYMENT: 'gpt-4o',
    });
    expect(languageModelOf(config)).toMatchObject({
      provider: 'azure',
      model: 'gpt-4o',
      azureDeployment: 'gpt-4o',
    });
  });

  it('needs the local model file, and builds its settings with one thread by default', () => {
    expect(problems({ LLM_PROVIDER: 'local' })).toEqual([
      'LOCAL_LLM_MODEL_PATH: is required when LLM_PROVIDER is local',
    ]);
    expect(problems({ LLM_PROVIDER: 'local', LOCAL_LLM_MODEL_PATH: '/nowhere/model.gguf' })).toEqual([
      'LOCAL_LLM_MODEL_PATH: no file at /nowhere/model.gguf',
    ]);
    expect(problems({ EMBEDDINGS_PROVIDER: 'local' })).toEqual([
      'LOCAL_EMBEDDING_MODEL_PATH: is required when EMBEDDINGS_PROVIDER is local',
    ]);
    const config = parseConfig(envSchema, {
      ...base,
      LLM_PROVIDER: 'local',
      LOCAL_LLM_MODEL_PATH: import.meta.filename,
    });
    expect(languageModelOf(config)).toEqual({
      provider: 'local',
      model: 'env.test.ts',
      timeoutMs: 120_000,
      local: {
        modelPath: import.meta.filename,
        threads: 1,
        maxMemoryMb: 4096,
        contextSize: 4096,
        maxQueue: 2,
      },
    });
  });
});

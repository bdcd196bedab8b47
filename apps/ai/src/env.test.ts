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
});

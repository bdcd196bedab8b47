import { readFileSync } from 'node:fs';
import { envSchema as aiEnvSchema } from '@grantflow/ai/env';
import { parseConfig } from '@grantflow/service/config';
import { describe, expect, it } from 'vitest';
import { interpolateAll } from './compose-interpolate.ts';
import { COMPOSE_FILE, composeModel, INFRA_DIR } from './infra-files.ts';

// infra/.env.example is what an operator copies: every variable it suggests must be one compose hands on,
// and its model settings, set as suggested, must start the assistant (they once named variables nothing
// read, and ai exited).

const example = readFileSync(`${INFRA_DIR}.env.example`, 'utf8');
/** `NAME=value` lines, commented out or not. */
const suggested = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(([, name, value]) => ({
  name: name as string,
  value: (value ?? '').trim(),
}));

describe('infra/.env.example', () => {
  it('suggests only variables compose substitutes', () => {
    const compose = readFileSync(COMPOSE_FILE, 'utf8');
    const dropped = suggested.filter(({ name }) => !compose.includes(`\${${name}`)).map(({ name }) => name);
    expect(suggested.length).toBeGreaterThan(20);
    expect(dropped).toEqual([]);
  });

  it('starts ai with the model settings as it suggests them', () => {
    const model = Object.fromEntries(
      suggested
        .filter(({ name }) => name.startsWith('LLM_') || name.startsWith('EMBEDDINGS_'))
        .map(({ name, value }) => [name, value]),
    );
    expect(model.LLM_PROVIDER).toBe('openai');
    const operatorEnv = {
      ...model,
      AUTH_SECRET: 'a'.repeat(40),
      POSTGRES_PASSWORD: 'x',
      SERVICE_DATABASE_PASSWORD: 'y',
    };
    const environment = interpolateAll(composeModel().services.ai?.environment ?? {}, operatorEnv);
    const config = parseConfig(aiEnvSchema, environment);
    expect(config).toMatchObject({
      LLM_PROVIDER: 'openai',
      LLM_MODEL: 'gpt-4o-mini',
      LLM_API_KEY: 'sk-CHANGE-ME',
    });
  });
});

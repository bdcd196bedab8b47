import { authSecret, databaseServerEnvSchema, loadConfig } from '@grantflow/service/config';
import { indexerEnvShape } from './jobs/indexer-env.ts';

export const DEFAULT_PORT = 4104;

export const envSchema = databaseServerEnvSchema(DEFAULT_PORT).extend({
  AUTH_SECRET: authSecret,
  ...indexerEnvShape,
});

/** The only place this app reads process.env; exits naming any missing or malformed variable. */
export function loadEnv(env: Record<string, string | undefined> = process.env) {
  return loadConfig(envSchema, env);
}

export type Env = ReturnType<typeof loadEnv>;

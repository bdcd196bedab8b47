import { authSecret, databaseServerEnvSchema, loadConfig } from '@grantflow/service/config';

export const DEFAULT_PORT = 4103;

export const envSchema = databaseServerEnvSchema(DEFAULT_PORT).extend({ AUTH_SECRET: authSecret });

/** The only place this app reads process.env; exits naming any missing or malformed variable. */
export function loadEnv(env: Record<string, string | undefined> = process.env) {
  return loadConfig(envSchema, env);
}

export type Env = ReturnType<typeof loadEnv>;

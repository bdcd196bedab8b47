import { trustProxyEnvShape } from '@grantflow/auth/client-address';
import { mailEnvShape, publicUrlEnvShape } from '@grantflow/email/config';
import { databaseUrl, loadConfig, serverEnvSchema } from '@grantflow/service/config';
import { z } from 'zod';

export const API_DEFAULT_PORT = 4101;

export const apiEnvSchema = serverEnvSchema(API_DEFAULT_PORT).extend({
  DATABASE_URL: databaseUrl,
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters'),
  NODE_ENV: z.string().default('production'),
  ...mailEnvShape,
  ...publicUrlEnvShape,
  ...trustProxyEnvShape,
});

export type ApiEnv = z.output<typeof apiEnvSchema>;

export function loadApiEnv(): ApiEnv {
  return loadConfig(apiEnvSchema);
}

import { trustProxyEnvShape } from '@grantflow/auth/client-address';
import { mailEnvShape, publicUrlEnvShape } from '@grantflow/email/config';
import { databaseUrl, loadConfig, serverEnvSchema } from '@grantflow/service/config';
import { nonprofitExplorerEnvShape } from '@grantflow/service/nonprofit-explorer/config';
import { storageEnvShape } from '@grantflow/storage/config';
import { z } from 'zod';

export const API_DEFAULT_PORT = 4101;

export const apiEnvSchema = serverEnvSchema(API_DEFAULT_PORT).extend({
  DATABASE_URL: databaseUrl,
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters'),
  NODE_ENV: z.string().default('production'),
  ...mailEnvShape,
  ...publicUrlEnvShape,
  ...trustProxyEnvShape,
  /** Funder document uploads past this many MiB are refused with 413. */
  MAX_UPLOAD_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .positive('must be positive')
    .max(10_240, 'must be at most 10240')
    .default(50),
  /** Set → the file-events queue on Redis; unset → BullMQ's PostgreSQL backend in DATABASE_URL's database. */
  REDIS_URL: z
    .string()
    .refine((value) => /^rediss?:\/\//.test(value), 'must be a redis:// or rediss:// URL')
    .optional(),
  ...storageEnvShape,
  ...nonprofitExplorerEnvShape,
});

export type ApiEnv = z.output<typeof apiEnvSchema>;

export function loadApiEnv(): ApiEnv {
  return loadConfig(apiEnvSchema);
}

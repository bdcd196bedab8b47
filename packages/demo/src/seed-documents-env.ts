import { databaseUrl, loadConfig } from '@grantflow/service/config';
import { storageEnvShape } from '@grantflow/storage/config';
import { z } from 'zod';

/** What `seed-documents-cli` reads: the owner's database, the queue and the file storage the api uses. */
export const seedDocumentsEnvSchema = z.object({
  DATABASE_URL: databaseUrl,
  REDIS_URL: z
    .string()
    .refine((value) => /^rediss?:\/\//.test(value), 'must be a redis:// or rediss:// URL')
    .optional(),
  MAX_UPLOAD_MB: z.coerce.number().positive().max(10_240).default(50),
  ...storageEnvShape,
});

export function loadSeedDocumentsEnv() {
  return loadConfig(seedDocumentsEnvSchema);
}

import path from 'node:path';
import { z } from 'zod';
import { createDiskStorage } from './disk-storage.ts';
import { StorageError } from './errors.ts';
import type { FileStorage } from './file-storage.ts';
import { createS3Storage } from './s3-storage.ts';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));
const nonEmpty = z.string().trim().min(1);

/**
 * Every variable the storage reads (docs/architecture.md, Two ways to run the same code). With no S3_* set, files go to `DATA_DIR/files`;
 * S3_BUCKET selects the bucket and then needs the keys. Spread into an app's env schema.
 */
export const storageEnvShape = {
  /** Root of local data (relative to the app's base directory); files live in `DATA_DIR/files`. */
  DATA_DIR: nonEmpty.default('.data'),
  S3_BUCKET: nonEmpty.optional(),
  S3_REGION: nonEmpty.default('us-east-1'),
  /** Unset for AWS; https://… of MinIO, R2, Ceph … */
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: nonEmpty.optional(),
  S3_SECRET_ACCESS_KEY: nonEmpty.optional(),
  S3_FORCE_PATH_STYLE: booleanish.default(false),
};

export const storageConfigSchema = z.object(storageEnvShape);

export type StorageConfig =
  | { kind: 'disk'; root: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint?: string | undefined;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

/**
 * Reads the storage variables; throws STORAGE_CONFIG naming each missing or invalid variable. An S3_*
 * key without S3_BUCKET is refused rather than silently writing to disk.
 */
export function storageConfigFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  baseDir = process.cwd(),
): StorageConfig {
  const parsed = storageConfigSchema.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new StorageError('STORAGE_CONFIG', `invalid storage configuration: ${names}`);
  }
  const config = parsed.data;
  if (!config.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (name) => config[name],
    );
    if (stray.length > 0) {
      throw new StorageError('STORAGE_CONFIG', `${stray.join(', ')} set without S3_BUCKET`);
    }
    return { kind: 'disk', root: path.resolve(baseDir, config.DATA_DIR, 'files') };
  }
  const missing = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !config[name]);
  if (missing.length > 0) {
    throw new StorageError('STORAGE_CONFIG', `S3_BUCKET is set but ${missing.join(' and ')} missing`);
  }
  return {
    kind: 's3',
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID as string,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/** The storage the configuration names: the S3 bucket when S3_BUCKET is set, else local disk. */
export function createStorageFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  baseDir = process.cwd(),
): FileStorage {
  const config = storageConfigFromEnv(env, baseDir);
  return config.kind === 'disk' ? createDiskStorage({ root: config.root }) : createS3Storage(config);
}

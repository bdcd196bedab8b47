import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStorageFromEnv, storageConfigFromEnv } from './config.ts';

describe('storage configuration', () => {
  it('defaults to DATA_DIR/files on disk', () => {
    expect(storageConfigFromEnv({}, '/srv/app')).toEqual({ kind: 'disk', root: '/srv/app/.data/files' });
    expect(storageConfigFromEnv({ DATA_DIR: '/var/lib/gf' }, '/srv/app')).toEqual({
      kind: 'disk',
      root: path.resolve('/var/lib/gf/files'),
    });
    expect(createStorageFromEnv({}, '/tmp').kind).toBe('disk');
  });

  it('picks S3 when S3_BUCKET and its keys are set', () => {
    const env = {
      S3_BUCKET: 'grantflow',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    };
    expect(storageConfigFromEnv(env)).toEqual({
      kind: 's3',
      bucket: 'grantflow',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(createStorageFromEnv(env).kind).toBe('s3');
  });

  it('names what is missing or stray', () => {
    expect(() => storageConfigFromEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => storageConfigFromEnv({ S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_ACCESS_KEY_ID set without S3_BUCKET/,
    );
    expect(() => storageConfigFromEnv({ S3_ENDPOINT: 'not a url', S3_BUCKET: 'b' })).toThrow(/S3_ENDPOINT/);
    expect(() => storageConfigFromEnv({ S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});

import type { Readable } from 'node:stream';
import type { S3ServiceException } from '@aws-sdk/client-s3';
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { StorageError } from './errors.ts';
import type { FileStorage, PutOptions, StorageCheck } from './file-storage.ts';
import { ABANDONED_UPLOAD_AGE_MS, assertContentType, assertMaxBytes, byteLimit } from './file-storage.ts';
import { assertObjectKey } from './keys.ts';

export interface S3StorageOptions {
  /** Unset for AWS itself; the URL of MinIO, R2, Ceph … otherwise. */
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (most self-hosted servers). */
  forcePathStyle?: boolean | undefined;
  /** Bytes per multipart part (at least 5 MiB, S3's minimum); memory per upload is about 2 parts. */
  partSize?: number | undefined;
}

const MIN_PART_SIZE = 5 * 1024 * 1024;

export function createS3Storage(options: S3StorageOptions): FileStorage & { readonly client: S3Client } {
  const { bucket } = options;
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const partSize = Math.max(options.partSize ?? MIN_PART_SIZE, MIN_PART_SIZE);

  const where = `${options.endpoint ?? 'AWS S3'} (region ${options.region})`;
  return {
    kind: 's3',
    client,

    async check({ timeoutMs = 5000 } = {}): Promise<StorageCheck> {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }), {
          abortSignal: AbortSignal.timeout(timeoutMs),
        });
        return { ok: true };
      } catch (error) {
        return bucketProblem(error, bucket, where);
      }
    },

    async put(key, body: Readable, { contentType, maxBytes }: PutOptions) {
      assertObjectKey(key);
      assertContentType(contentType);
      assertMaxBytes(maxBytes);
      const limiter = byteLimit(maxBytes);
      body.on('error', (error) => limiter.destroy(error));
      body.pipe(limiter);
      // Upload buffers one part at a time (queueSize parts in flight) and switches to a multipart
      // upload past the first part; on any failure, the body's included, it aborts the multipart
      // upload (leavePartsOnError: false), so no partial object or orphaned part remains.
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: limiter, ContentType: contentType },
        partSize,
        queueSize: 2,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        body.destroy();
        limiter.destroy();
        throw limiter.errored instanceof StorageError ? limiter.errored : error;
      }
      return { size: limiter.bytes, contentType };
    },

    async get(key) {
      assertObjectKey(key);
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key })).catch(rethrow);
      return {
        body: answer.Body as Readable,
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? 'application/octet-stream',
      };
    },

    async head(key) {
      assertObjectKey(key);
      const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).catch(rethrow);
      return {
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? 'application/octet-stream',
      };
    },

    async delete(key) {
      assertObjectKey(key);
      // S3 answers 204 for an absent key too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async copy(from, to) {
      assertObjectKey(from);
      assertObjectKey(to);
      // One CopyObject handles up to 5 GB, far above the upload limit; keys need no URL encoding.
      await client
        .send(new CopyObjectCommand({ Bucket: bucket, Key: to, CopySource: `${bucket}/${from}` }))
        .catch(rethrow);
    },

    // A process killed mid-upload never aborts its multipart upload, whose parts are stored (and billed)
    // until someone does. A bucket lifecycle rule (AbortIncompleteMultipartUpload) does the same server-side.
    async sweepAbandonedUploads({ olderThanMs = ABANDONED_UPLOAD_AGE_MS, now = new Date() } = {}) {
      const cutoff = now.getTime() - olderThanMs;
      let removed = 0;
      let markers: { KeyMarker?: string | undefined; UploadIdMarker?: string | undefined } = {};
      for (;;) {
        const page = await client.send(
          new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: 'org/', ...markers }),
        );
        for (const { Key, UploadId, Initiated } of page.Uploads ?? []) {
          if (!Key || !UploadId || !Initiated || Initiated.getTime() >= cutoff) continue;
          await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key, UploadId }));
          removed += 1;
        }
        if (!page.IsTruncated || !page.NextKeyMarker) return removed;
        markers = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
      }
    },
  };
}

function rethrow(error: unknown): never {
  const status = (error as S3ServiceException).$metadata?.httpStatusCode;
  const name = (error as Error).name;
  if (status === 404 || name === 'NoSuchKey' || name === 'NotFound') {
    throw new StorageError('NOT_FOUND', 'no such object', {}, { cause: error });
  }
  throw error;
}

/** HeadBucket answers with a status and no body, so the status says what is wrong. */
function bucketProblem(error: unknown, bucket: string, where: string): StorageCheck {
  const status = (error as S3ServiceException).$metadata?.httpStatusCode;
  if (status === 404 || (error as Error).name === 'NotFound' || (error as Error).name === 'NoSuchBucket') {
    return {
      ok: false,
      code: 'BUCKET_NOT_FOUND',
      message: `bucket "${bucket}" does not exist at ${where}: create it first (Grantflow never creates buckets)`,
    };
  }
  if (status === 403) {
    return {
      ok: false,
      code: 'ACCESS_DENIED',
      message: `the S3 keys may not use bucket "${bucket}" at ${where} (403): check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the policy (s3:ListBucket, GetObject, PutObject, DeleteObject)`,
    };
  }
  if (status === 301 || status === 400) {
    return {
      ok: false,
      code: 'WRONG_REGION',
      message: `bucket "${bucket}" answered ${status} at ${where}: check S3_REGION, S3_ENDPOINT and S3_FORCE_PATH_STYLE`,
    };
  }
  const reason = error instanceof Error ? error.message || error.name : String(error);
  return {
    ok: false,
    code: 'UNREACHABLE',
    message: `cannot reach ${where} for bucket "${bucket}": ${reason}`,
  };
}

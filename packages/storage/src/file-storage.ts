import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { StorageError } from './errors.ts';
import type { ObjectKey } from './keys.ts';

export interface PutOptions {
  /** Stored with the object and served back as `Content-Type`; a `type/subtype` with optional parameters. */
  contentType: string;
  /** The upload fails with TOO_LARGE once the body passes this many bytes; nothing is left behind. */
  maxBytes: number;
}

export interface ObjectInfo {
  size: number;
  contentType: string;
}

export interface StoredObject extends ObjectInfo {
  body: Readable;
}

/** Why the storage cannot be used; the message says what to do about it. */
export type StorageProblem =
  | 'BUCKET_NOT_FOUND'
  | 'ACCESS_DENIED'
  | 'WRONG_REGION'
  | 'UNREACHABLE'
  | 'NOT_WRITABLE';

export type StorageCheck = { ok: true } | { ok: false; code: StorageProblem; message: string };

/**
 * How long an unfinished upload (a temp file not written to, a multipart upload since it began) may sit
 * before it counts as abandoned: well beyond what any upload within the size limit takes on a working
 * connection, so one still running in another process is not taken.
 */
export const ABANDONED_UPLOAD_AGE_MS = 60 * 60 * 1000;

export interface SweepAbandonedOptions {
  /** Default ABANDONED_UPLOAD_AGE_MS. */
  olderThanMs?: number | undefined;
  now?: Date | undefined;
}

/**
 * Where file bytes live: local disk or an S3-compatible bucket, chosen by configuration. Bodies are
 * streamed both ways; no implementation holds a whole file in memory. Every method refuses a key that
 * `isObjectKey` refuses (INVALID_KEY) before touching the disk or the network.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /** Writes atomically: readers see the previous object or the whole new one, never a part. */
  put(key: ObjectKey, body: Readable, options: PutOptions): Promise<ObjectInfo>;
  /** NOT_FOUND when absent. The caller must consume or destroy `body`. */
  get(key: ObjectKey): Promise<StoredObject>;
  /** NOT_FOUND when absent. */
  head(key: ObjectKey): Promise<ObjectInfo>;
  /** Idempotent: deleting an absent object succeeds. */
  delete(key: ObjectKey): Promise<void>;
  /** Server-side copy (a file copy on disk, CopyObject on S3); NOT_FOUND when `from` is absent. */
  copy(from: ObjectKey, to: ObjectKey): Promise<void>;
  /**
   * Removes what uploads left unfinished when their process died (run at start): temp files on disk, open
   * multipart uploads on S3, older than the given age. Resolves with how many were removed.
   */
  sweepAbandonedUploads(options?: SweepAbandonedOptions): Promise<number>;
  /**
   * Whether files can be stored at all (the bucket exists and the keys may use it, or the folder is
   * writable), for start-up and readiness; never throws.
   */
  check(options?: { timeoutMs?: number }): Promise<StorageCheck>;
}

const CONTENT_TYPE =
  /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}(?:; ?[a-z0-9_.-]+=[a-z0-9_.+-]+)*$/i;

export function assertContentType(contentType: string): void {
  if (contentType.length > 255 || !CONTENT_TYPE.test(contentType)) {
    throw new StorageError('INVALID_CONTENT_TYPE', 'content type is not a plain type/subtype');
  }
}

export function assertMaxBytes(maxBytes: number): void {
  if (!Number.isSafeInteger(maxBytes) || maxBytes < 0) {
    throw new StorageError('TOO_LARGE', 'maxBytes must be a non-negative integer', { maxBytes });
  }
}

/** Passes bytes through and fails with TOO_LARGE as soon as more than `maxBytes` went by. */
export function byteLimit(maxBytes: number): Transform & { readonly bytes: number } {
  let bytes = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) {
        callback(new StorageError('TOO_LARGE', `body exceeds ${maxBytes} bytes`, { maxBytes }));
        return;
      }
      callback(null, chunk);
    },
  });
  return Object.defineProperty(limiter, 'bytes', { get: () => bytes }) as Transform & {
    readonly bytes: number;
  };
}

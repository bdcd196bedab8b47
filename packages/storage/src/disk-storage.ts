import { randomUUID } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import { copyFile, mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StorageError } from './errors.ts';
import type { FileStorage, ObjectInfo, PutOptions, StorageCheck, StoredObject } from './file-storage.ts';
import { ABANDONED_UPLOAD_AGE_MS, assertContentType, assertMaxBytes, byteLimit } from './file-storage.ts';
import { assertObjectKey } from './keys.ts';
import { sweepTempFiles, tempPathFor } from './temp-files.ts';

// Each object is one file: a short header line holding its content type, then the bytes. One file
// (rather than a sidecar for the type) keeps a write atomic with a single rename: concurrent writers
// of a key leave one whole object, type and bytes together, never a mix.
const MAGIC = 'GFS1 ';
const MAX_HEADER = 1024;

export interface DiskStorageOptions {
  /** Absolute or relative directory; created as needed. Default in configuration: `DATA_DIR/files`. */
  root: string;
}

export function createDiskStorage({ root }: DiskStorageOptions): FileStorage {
  const base = path.resolve(root);

  /** The file of a key; a key passing `isObjectKey` cannot leave `base`, and this checks it anyway. */
  function fileOf(key: string): string {
    assertObjectKey(key);
    const file = path.resolve(base, ...key.split('/'));
    if (!file.startsWith(base + path.sep)) throw new StorageError('INVALID_KEY', 'key escapes the root');
    return file;
  }

  async function openObject(key: string): Promise<{ handle: FileHandle; info: ObjectInfo; offset: number }> {
    const handle = await open(fileOf(key), 'r').catch((error: unknown) => {
      throw notFoundOr(error);
    });
    try {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(MAX_HEADER), 0, MAX_HEADER, 0);
      const end = buffer.subarray(0, bytesRead).indexOf(0x0a);
      const header = end > 0 ? buffer.subarray(0, end).toString('utf8') : '';
      if (!header.startsWith(MAGIC)) throw new Error(`not a stored object: ${key}`);
      const contentType = header.slice(MAGIC.length);
      const { size } = await handle.stat();
      return { handle, info: { contentType, size: size - end - 1 }, offset: end + 1 };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  return {
    kind: 'disk',

    async check(): Promise<StorageCheck> {
      // A real write: a read-only mount or a folder owned by another user fails here, not at the first upload.
      const probe = path.join(base, `.probe-${randomUUID()}`);
      try {
        await mkdir(base, { recursive: true });
        await writeFile(probe, '');
        await rm(probe, { force: true });
        return { ok: true };
      } catch (error) {
        const reason = (error as NodeJS.ErrnoException).code ?? String(error);
        return {
          ok: false,
          code: 'NOT_WRITABLE',
          message: `cannot write files under ${base} (${reason}): mount a volume writable by this process at DATA_DIR, or set S3_*`,
        };
      }
    },

    async put(key, body: Readable, { contentType, maxBytes }: PutOptions) {
      const file = fileOf(key);
      assertContentType(contentType);
      assertMaxBytes(maxBytes);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = tempPathFor(file);
      const limiter = byteLimit(maxBytes);
      let handle: FileHandle | undefined;
      try {
        handle = await open(temp, 'wx', 0o600);
        const out = handle.createWriteStream({ flush: true });
        out.write(`${MAGIC}${contentType}\n`);
        await pipeline(body, limiter, out);
        await rename(temp, file);
      } catch (error) {
        body.destroy();
        // A failed write stream closes its descriptor later, on its own: wait for it, so that a put that
        // failed (a client that hung up included) holds nothing open once it rejects.
        await handle?.close().catch(() => undefined);
        await rm(temp, { force: true });
        throw error;
      }
      return { size: limiter.bytes, contentType };
    },

    async get(key): Promise<StoredObject> {
      const { handle, info, offset } = await openObject(key);
      // The open handle pins this version: a concurrent put renames a new file in, this read goes on.
      return { ...info, body: handle.createReadStream({ start: offset }) };
    },

    async head(key) {
      const { handle, info } = await openObject(key);
      await handle.close();
      return info;
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },

    async copy(from, to) {
      const source = fileOf(from);
      const target = fileOf(to);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = tempPathFor(target);
      try {
        await copyFile(source, temp);
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw notFoundOr(error);
      }
    },

    async sweepAbandonedUploads({ olderThanMs = ABANDONED_UPLOAD_AGE_MS, now } = {}) {
      return sweepTempFiles(base, { olderThanMs, now });
    },
  };
}

function notFoundOr(error: unknown): unknown {
  return (error as NodeJS.ErrnoException).code === 'ENOENT'
    ? new StorageError('NOT_FOUND', 'no such object', {}, { cause: error })
    : error;
}

import type { FileStorage } from '@grantflow/storage/file-storage';
import { assertObjectKey } from '@grantflow/storage/keys';

// Reads a stored object into memory for extraction, refusing past a limit as soon as the stream passes
// it (the rest is never read). Extractors need the whole file (a zip's directory is at its end).

export class StoredFileTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`stored file is larger than ${maxBytes} bytes`);
    this.name = 'StoredFileTooLarge';
  }
}

export async function readStoredBytes(
  storage: FileStorage,
  key: string,
  maxBytes: number,
): Promise<Uint8Array> {
  assertObjectKey(key);
  const object = await storage.get(key);
  if (object.size > maxBytes) {
    object.body.destroy();
    throw new StoredFileTooLarge(maxBytes);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of object.body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    total += buffer.length;
    if (total > maxBytes) {
      object.body.destroy();
      throw new StoredFileTooLarge(maxBytes);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

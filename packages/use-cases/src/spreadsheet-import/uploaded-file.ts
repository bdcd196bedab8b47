import type { Readable } from 'node:stream';
import { DomainError } from '@grantflow/domain/shared/errors';
import { SPREADSHEET_IMPORT_LIMITS } from '@grantflow/domain/spreadsheet-import/import-fields';

export interface SpreadsheetFile {
  name: string;
  /** The upload's stream (GraphQL multipart), or its bytes. */
  body: Readable | Buffer;
}

const tooLarge = () =>
  new DomainError('FILE_TOO_LARGE', undefined, {
    params: { limitMb: SPREADSHEET_IMPORT_LIMITS.maxBytes / (1024 * 1024) },
  });

/** The upload's bytes, refused with FILE_TOO_LARGE as soon as it passes the cap (the rest is not read). */
export async function uploadedBytes(file: SpreadsheetFile): Promise<Buffer> {
  if (Buffer.isBuffer(file.body)) {
    if (file.body.length > SPREADSHEET_IMPORT_LIMITS.maxBytes) throw tooLarge();
    return file.body;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.body) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += bytes.length;
    if (size > SPREADSHEET_IMPORT_LIMITS.maxBytes) {
      file.body.destroy();
      throw tooLarge();
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

import type { FileRecord } from '@grantflow/db/repositories/documents';
import { DomainError } from '@grantflow/domain/shared/errors';
import { isStorageError } from '@grantflow/storage/errors';
import type { FileStorage } from '@grantflow/storage/file-storage';
import {
  DEFAULT_EXTRACTION_ISOLATION,
  type ExtractionIsolation,
  extractInChild,
} from '../assistant/extract/extract-in-child.ts';
import { DEFAULT_EXTRACTION_LIMITS, ExtractionError } from '../assistant/extract/types.ts';
import { readStoredBytes, StoredFileTooLarge } from '../assistant/read-stored-bytes.ts';

// An award letter's text, read like the assistant reads a document: the stored bytes, parsed in the
// separate extraction process with its limits (docs/architecture.md, assistant extraction).

/** A letter is a few pages: far less than a document the assistant indexes. */
export const AWARD_LETTER_MAX_BYTES = 16 * 1024 * 1024;

export async function readLetterText(
  storage: FileStorage,
  file: FileRecord,
  isolation: ExtractionIsolation = DEFAULT_EXTRACTION_ISOLATION,
): Promise<string> {
  let bytes: Uint8Array;
  try {
    bytes = await readStoredBytes(storage, file.storageKey, AWARD_LETTER_MAX_BYTES);
  } catch (error) {
    // A row whose bytes are gone (an upload that never finished) is no letter to read.
    if (isStorageError(error, 'NOT_FOUND')) throw new DomainError('FILE_NOT_FOUND');
    if (!(error instanceof StoredFileTooLarge)) throw error;
    throw new DomainError('FILE_TOO_LARGE', undefined, { params: { limit: AWARD_LETTER_MAX_BYTES } });
  }
  const limits = { ...DEFAULT_EXTRACTION_LIMITS, maxInputBytes: AWARD_LETTER_MAX_BYTES };
  try {
    const extracted = await extractInChild(
      { bytes, mimeType: file.mimeType, fileName: file.name },
      limits,
      isolation,
    );
    const text = extracted.sections
      .map((section) => [section.heading, section.text].filter(Boolean).join('\n'))
      .join('\n\n')
      .trim();
    if (text === '') throw new DomainError('NO_TEXT', undefined, { params: { reason: 'EMPTY' } });
    return text;
  } catch (error) {
    // The file's own failure (an image, a broken or hostile document): the user picks another file.
    if (error instanceof ExtractionError) {
      throw new DomainError('NO_TEXT', undefined, { params: { reason: error.code } });
    }
    throw error;
  }
}

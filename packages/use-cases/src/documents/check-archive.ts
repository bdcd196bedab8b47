import { DomainError } from '@grantflow/domain/shared/errors';
import { DOCX, PPTX, XLSX } from '@grantflow/storage/sniff';
import { readZipDirectory, zipTail } from '@grantflow/storage/zip-directory';

// Archive bombs (SECURITY.md 10): Office files are ZIP archives. Nothing here inflates them; the central
// directory at the end of the upload is read as the bytes stream past (the last 1 MiB is kept), and an
// archive that declares more than unpacking should ever produce is refused. Declared sizes can lie, so
// whoever unpacks (the assistant's indexer) must still cap what it inflates; this stops the plain bombs
// and anything ZIP64 before they are stored.

/** The most an uploaded Office file may declare when unpacked, in total. */
export const MAX_EXPANDED_BYTES = 512 * 1024 * 1024;
/** Beyond this overall ratio of declared to compressed bytes an archive is a bomb (XML rarely passes 50). */
export const MAX_EXPANSION_RATIO = 200;
/** Ratios only count for archives that would expand past this (tiny files compress oddly). */
const RATIO_FLOOR_BYTES = 16 * 1024 * 1024;

const ARCHIVE_TYPES = new Set([DOCX, XLSX, PPTX]);

/**
 * For an Office type: a pass-through `tap` to put between the upload and storage, and `verdict()` to call
 * once the bytes are stored (throws FILE_TYPE_REFUSED with `params.reason = 'ARCHIVE'`). Null otherwise.
 */
export function checkArchive(
  contentType: string,
): { tap: ReturnType<typeof zipTail>; verdict: () => void } | null {
  if (!ARCHIVE_TYPES.has(contentType)) return null;
  const tap = zipTail();
  return {
    tap,
    verdict: () => {
      const read = readZipDirectory(tap.tail(), tap.total);
      const refused = () =>
        new DomainError('FILE_TYPE_REFUSED', undefined, { params: { reason: 'ARCHIVE' } });
      if (!read.ok) throw refused();
      const { uncompressedBytes, compressedBytes } = read.directory;
      if (uncompressedBytes > MAX_EXPANDED_BYTES) throw refused();
      if (
        uncompressedBytes > RATIO_FLOOR_BYTES &&
        uncompressedBytes > compressedBytes * MAX_EXPANSION_RATIO
      ) {
        throw refused();
      }
    },
  };
}

import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';
import { ExtractionError, type ExtractionLimits } from './types.ts';

// Reads entries of an Office (zip) container while counting what actually inflates, never trusting the
// sizes the archive declares: a zip bomb stops at the limit instead of filling memory.

export type ZipLimits = Pick<ExtractionLimits, 'maxUnzippedBytes' | 'maxEntryBytes' | 'maxZipEntries'>;

/**
 * Inflates the entries `wanted` selects (every entry still counts toward the entry limit) and returns
 * them by name. Throws `ARCHIVE_BOMB` past the limits and `UNREADABLE` for a broken archive.
 */
export function readZipEntries(
  bytes: Uint8Array,
  limits: ZipLimits,
  wanted: (name: string) => boolean = () => true,
): Map<string, Uint8Array> {
  const parts = new Map<string, Uint8Array[]>();
  let entries = 0;
  let inflated = 0;
  let failure: ExtractionError | undefined;
  const unzip = new Unzip((file) => {
    entries += 1;
    if (entries > limits.maxZipEntries) {
      failure ??= new ExtractionError('ARCHIVE_BOMB', `more than ${limits.maxZipEntries} entries`);
      return;
    }
    if (!wanted(file.name) || failure) return;
    if ((file.originalSize ?? 0) > Math.min(limits.maxEntryBytes, limits.maxUnzippedBytes)) {
      failure = new ExtractionError('ARCHIVE_BOMB', `${file.name} declares ${file.originalSize} bytes`);
      return;
    }
    const chunks: Uint8Array[] = [];
    let entryBytes = 0;
    parts.set(file.name, chunks);
    file.ondata = (error, data) => {
      if (failure) return;
      if (error) {
        failure = new ExtractionError('UNREADABLE', `${file.name}: ${error.message}`);
        return;
      }
      inflated += data.length;
      entryBytes += data.length;
      // One huge part is what takes a parser's memory, even when the archive's total stays modest.
      if (entryBytes > limits.maxEntryBytes) {
        failure = new ExtractionError(
          'ARCHIVE_BOMB',
          `${file.name} unpacks past ${limits.maxEntryBytes} bytes`,
        );
        file.terminate();
        return;
      }
      if (inflated > limits.maxUnzippedBytes) {
        failure = new ExtractionError('ARCHIVE_BOMB', `more than ${limits.maxUnzippedBytes} bytes unpacked`);
        file.terminate();
        return;
      }
      chunks.push(data);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  // Fed in slices so that a bomb is noticed after its first slices rather than after the whole input.
  const slice = 64 * 1024;
  try {
    for (let offset = 0; offset < bytes.length && !failure; offset += slice) {
      unzip.push(bytes.subarray(offset, offset + slice), offset + slice >= bytes.length);
    }
  } catch (error) {
    failure ??= new ExtractionError('UNREADABLE', error instanceof Error ? error.message : 'broken archive');
  }
  if (failure) throw failure;
  if (entries === 0) throw new ExtractionError('UNREADABLE', 'not a zip archive');
  const files = new Map<string, Uint8Array>();
  for (const [name, chunks] of parts) files.set(name, Buffer.concat(chunks));
  return files;
}

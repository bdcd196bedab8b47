import { Transform } from 'node:stream';

// What a ZIP archive (DOCX, XLSX, PPTX) says about itself in its central directory, read from the last
// bytes of an upload as they stream past: entry count and declared sizes, without inflating anything.
// Used to refuse archive bombs (SECURITY.md 10) before anyone unpacks the file.

/** How much of an upload's end is kept: the end record plus a directory of thousands of entries. */
export const ZIP_TAIL_BYTES = 1024 * 1024;

export interface ZipDirectory {
  entries: number;
  /** Sum of the entries' declared compressed sizes. */
  compressedBytes: number;
  /** Sum of the entries' declared uncompressed sizes: what unpacking would produce. */
  uncompressedBytes: number;
  /** The largest single entry's declared uncompressed size. */
  largestEntryBytes: number;
}

export type ZipDirectoryProblem =
  /** No end-of-central-directory record in the tail: not a readable ZIP. */
  | 'NO_DIRECTORY'
  /** The directory starts before the kept tail, or runs past the end. */
  | 'DIRECTORY_OUT_OF_RANGE'
  /** ZIP64 sizes or counts (0xFFFF / 0xFFFFFFFF): never needed by an Office file of upload size. */
  | 'ZIP64'
  | 'MALFORMED';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

/** A pass-through stream that remembers the last `limit` bytes and the total count. */
export function zipTail(limit = ZIP_TAIL_BYTES): Transform & { tail(): Buffer; readonly total: number } {
  let kept: Buffer[] = [];
  let keptLength = 0;
  let total = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      kept.push(chunk);
      keptLength += chunk.length;
      while (kept.length > 1 && keptLength - (kept[0]?.length ?? 0) >= limit) {
        keptLength -= kept[0]?.length ?? 0;
        kept = kept.slice(1);
      }
      callback(null, chunk);
    },
  });
  return Object.defineProperties(tap, {
    tail: {
      value: () => {
        const all = Buffer.concat(kept);
        return all.subarray(Math.max(0, all.length - limit));
      },
    },
    total: { get: () => total },
  }) as Transform & { tail(): Buffer; readonly total: number };
}

/** Reads the central directory from the archive's last bytes (`totalBytes` = the whole archive's size). */
export function readZipDirectory(
  tail: Buffer,
  totalBytes: number,
): { ok: true; directory: ZipDirectory } | { ok: false; problem: ZipDirectoryProblem } {
  let end = -1;
  for (let at = tail.length - 22; at >= 0 && at >= tail.length - 22 - 0xffff; at -= 1) {
    if (tail.readUInt32LE(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) return { ok: false, problem: 'NO_DIRECTORY' };
  const entries = tail.readUInt16LE(end + 10);
  const size = tail.readUInt32LE(end + 12);
  const offset = tail.readUInt32LE(end + 16);
  if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff)
    return { ok: false, problem: 'ZIP64' };
  const tailStart = totalBytes - tail.length;
  const start = offset - tailStart;
  if (start < 0 || start + size > end) return { ok: false, problem: 'DIRECTORY_OUT_OF_RANGE' };
  const directory: ZipDirectory = { entries, compressedBytes: 0, uncompressedBytes: 0, largestEntryBytes: 0 };
  let at = start;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > start + size || tail.readUInt32LE(at) !== CENTRAL)
      return { ok: false, problem: 'MALFORMED' };
    const compressed = tail.readUInt32LE(at + 20);
    const uncompressed = tail.readUInt32LE(at + 24);
    if (compressed === 0xffffffff || uncompressed === 0xffffffff) return { ok: false, problem: 'ZIP64' };
    directory.compressedBytes += compressed;
    directory.uncompressedBytes += uncompressed;
    directory.largestEntryBytes = Math.max(directory.largestEntryBytes, uncompressed);
    at += 46 + tail.readUInt16LE(at + 28) + tail.readUInt16LE(at + 30) + tail.readUInt16LE(at + 32);
  }
  return { ok: true, directory };
}

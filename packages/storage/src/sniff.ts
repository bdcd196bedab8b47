import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';

// Upload type checks by content (SECURITY.md 10): what the first bytes say a file is, and whether the
// type the browser declared agrees with it. An executable, archive or HTML page declared as a PDF is
// refused; only the document types Grantflow stores pass. file-type reads the signatures; two rules stay
// here because a sample cannot give file-type what it needs: an OOXML file's kind by its part names (file-type
// reads `[Content_Types].xml`, which writers such as the docx library put past the first 8 KB), and text,
// which has no signature.

/** How many leading bytes `sniffContentType` wants (enough to reach an Office file's part names). */
export const SNIFF_BYTES = 8192;

export const PDF = 'application/pdf';
export const PNG = 'image/png';
export const JPEG = 'image/jpeg';
export const GIF = 'image/gif';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
/** A legacy Office (OLE compound) file: .doc, .xls and .ppt look alike in their first bytes. */
export const OLE = 'application/x-ole-storage';
export const ZIP = 'application/zip';
export const TEXT = 'text/plain';
export const EXECUTABLE = 'application/x-executable';

/** file-type's answers that mean something here; any other type is judged as text or refused. */
const DETECTED: Readonly<Record<string, string>> = {
  [PDF]: PDF,
  [PNG]: PNG,
  [JPEG]: JPEG,
  [GIF]: GIF,
  [DOCX]: DOCX,
  [XLSX]: XLSX,
  [PPTX]: PPTX,
  'application/x-cfb': OLE,
  'application/x-msdownload': EXECUTABLE,
  'application/x-elf': EXECUTABLE,
  'application/x-mach-binary': EXECUTABLE,
};

/**
 * The part names of every ZIP local file header found in the sample. An OOXML file names its parts
 * early (`[Content_Types].xml`, `_rels/`, then `word/`, `xl/` or `ppt/`). Scanning for the header
 * signature, rather than walking entry sizes, also works when sizes sit in a trailing data descriptor.
 */
function zipEntryNames(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const names: string[] = [];
  for (let at = 0; at + 30 <= bytes.length; at++) {
    if (view.getUint32(at, true) !== 0x04034b50) continue;
    const nameLength = view.getUint16(at + 26, true);
    names.push(Buffer.from(bytes.subarray(at + 30, at + 30 + nameLength)).toString('latin1'));
  }
  return names;
}

function officeType(bytes: Uint8Array): string {
  const names = zipEntryNames(bytes);
  const has = (prefix: string) => names.some((name) => name.startsWith(prefix));
  if (has('word/')) return DOCX;
  if (has('xl/')) return XLSX;
  if (has('ppt/')) return PPTX;
  return ZIP;
}

/** Text: no NUL, valid UTF-8 (a sequence cut at the sample's end allowed), few control characters. */
function isText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return true;
  let controls = 0;
  for (const byte of bytes) {
    if (byte === 0) return false;
    if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) || byte === 0x7f) {
      controls++;
    }
  }
  if (controls > 0) return false;
  // Drop a possibly truncated multi-byte character at the end before decoding strictly.
  let end = bytes.length;
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const byte = bytes[end - back] as number;
    if ((byte & 0xc0) === 0xc0) {
      const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      if (back < needed) end -= back;
      break;
    }
    if ((byte & 0xc0) !== 0x80) break;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, end));
    return true;
  } catch {
    return false;
  }
}

/** What the first bytes (ideally `SNIFF_BYTES` of them) say; `undefined` for an unknown binary. */
export async function sniffContentType(firstBytes: Uint8Array): Promise<string | undefined> {
  const detected = (await fileTypeFromBuffer(firstBytes))?.mime;
  if (detected === ZIP) return officeType(firstBytes);
  const known = detected === undefined ? undefined : DETECTED[detected];
  if (known) return known;
  return isText(firstBytes) ? TEXT : undefined;
}

/** Declared types accepted, each with the sniffed type it must match. */
const ACCEPTED: Readonly<Record<string, string>> = {
  [PDF]: PDF,
  [PNG]: PNG,
  [JPEG]: JPEG,
  'image/jpg': JPEG,
  [GIF]: GIF,
  [DOCX]: DOCX,
  [XLSX]: XLSX,
  [PPTX]: PPTX,
  'application/msword': OLE,
  'application/vnd.ms-excel': OLE,
  'application/vnd.ms-powerpoint': OLE,
  'text/plain': TEXT,
  'text/markdown': TEXT,
  'text/x-markdown': TEXT,
  'text/csv': TEXT,
};

/** The declared types Grantflow accepts for upload. */
export const ALLOWED_UPLOAD_TYPES: readonly string[] = Object.keys(ACCEPTED);

/**
 * The type to store for an upload, or `undefined` to refuse it. A declared type must be allowed and
 * agree with the content; a browser that declares nothing (or octet-stream) gets the sniffed type
 * when that is an allowed one. Windows browsers declare CSV as `application/vnd.ms-excel`: text
 * content declared so is stored as `text/csv`.
 */
export function uploadContentType(
  declaredType: string | undefined,
  sniffed: string | undefined,
): string | undefined {
  if (sniffed === undefined) return undefined;
  const declared = (declaredType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (declared === '' || declared === 'application/octet-stream') {
    return Object.values(ACCEPTED).includes(sniffed) ? sniffed : undefined;
  }
  if (declared === 'application/vnd.ms-excel' && sniffed === TEXT) return 'text/csv';
  if (ACCEPTED[declared] !== sniffed) return undefined;
  return declared === 'image/jpg' ? JPEG : declared;
}

export function isAllowedUpload(declaredType: string | undefined, sniffed: string | undefined): boolean {
  return uploadContentType(declaredType, sniffed) !== undefined;
}

/**
 * Reads up to `SNIFF_BYTES` from an upload stream without losing them: the returned `body` yields the
 * whole stream again (sample first), so the upload can go on to storage still streamed.
 */
export async function peekStream(
  stream: Readable,
  bytes = SNIFF_BYTES,
): Promise<{ firstBytes: Buffer; body: Readable }> {
  const iterator = stream[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    const chunk = Buffer.from(next.value as Uint8Array);
    head.push(chunk);
    length += chunk.length;
  }
  const sample = Buffer.concat(head);
  async function* replay() {
    if (sample.length > 0) yield sample;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next())
      yield next.value as Uint8Array;
  }
  const body = Readable.from(replay(), { objectMode: false });
  // A consumer that stops early (a refused upload) destroys the source too.
  body.once('close', () => {
    if (!stream.readableEnded) stream.destroy();
  });
  return { firstBytes: sample.subarray(0, bytes), body };
}

import { htmlToDocument } from './html.ts';
import { markdownToDocument, plainTextToDocument } from './text-structure.ts';
import {
  DEFAULT_EXTRACTION_LIMITS,
  type ExtractedDocument,
  ExtractionError,
  type ExtractionLimits,
} from './types.ts';

// One entry point for every format the assistant reads. The format is decided by the stored content type
// (checked against the bytes at upload) and, for text, by the file's extension (Markdown vs plain text).
// Each file is read in a fresh process (extract-in-child.ts), so a parser library is loaded only for its
// format: PDF.js, mammoth and ExcelJS together took longer to load than most files take to read.

export type DocumentFormat = 'pdf' | 'docx' | 'xlsx' | 'pptx' | 'html' | 'markdown' | 'text';

const BY_TYPE: Record<string, DocumentFormat> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'text/html': 'html',
  'application/xhtml+xml': 'html',
  'text/markdown': 'markdown',
  'text/x-markdown': 'markdown',
  'text/plain': 'text',
  'text/csv': 'text',
};

const BY_EXTENSION: Record<string, DocumentFormat> = {
  pdf: 'pdf',
  docx: 'docx',
  xlsx: 'xlsx',
  pptx: 'pptx',
  html: 'html',
  htm: 'html',
  md: 'markdown',
  markdown: 'markdown',
  txt: 'text',
  csv: 'text',
};

/** The format to read a file as, or null when the assistant cannot read it (images, legacy Office). */
export function documentFormat(mimeType: string, fileName: string): DocumentFormat | null {
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const byType = BY_TYPE[type];
  if (byType === 'text' || type === '' || type === 'application/octet-stream') {
    const byExtension = BY_EXTENSION[extension];
    if (byExtension === 'markdown' || byExtension === 'html') return byExtension;
    if (byType) return byType;
    return byExtension ?? null;
  }
  return byType ?? null;
}

function decodeText(bytes: Uint8Array): string {
  const utf8 = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  // Mostly invalid UTF-8 is a Windows-1252 text (old exports): decode it as such.
  const invalid = (utf8.match(/\uFFFD/g) ?? []).length;
  return invalid > 0 && invalid > utf8.length / 200 ? new TextDecoder('windows-1252').decode(bytes) : utf8;
}

function truncate(document: ExtractedDocument, maxChars: number): ExtractedDocument & { truncated: boolean } {
  let left = maxChars;
  const sections = [];
  for (const section of document.sections) {
    if (left <= 0) return { ...document, sections, truncated: true };
    sections.push(section.text.length > left ? { ...section, text: section.text.slice(0, left) } : section);
    left -= section.text.length;
  }
  return { ...document, sections, truncated: left < 0 };
}

export async function extractDocument(
  input: { bytes: Uint8Array; mimeType: string; fileName: string },
  limits: ExtractionLimits = DEFAULT_EXTRACTION_LIMITS,
): Promise<ExtractedDocument & { format: DocumentFormat; truncated: boolean }> {
  const format = documentFormat(input.mimeType, input.fileName);
  if (!format) throw new ExtractionError('UNSUPPORTED_TYPE', `cannot read ${input.mimeType}`);
  if (input.bytes.byteLength > limits.maxInputBytes) {
    throw new ExtractionError('TOO_LARGE', `${input.bytes.byteLength} bytes is over ${limits.maxInputBytes}`);
  }
  const text = () => decodeText(input.bytes.subarray(0, limits.maxTextChars * 4));
  let document: ExtractedDocument;
  switch (format) {
    case 'pdf':
      document = await (await import('./pdf.ts')).extractPdf(input.bytes, limits.maxTextChars);
      break;
    case 'docx':
      document = await (await import('./docx.ts')).extractDocx(input.bytes, limits);
      break;
    case 'xlsx':
      document = await (await import('./xlsx.ts')).extractXlsx(input.bytes, limits);
      break;
    case 'pptx':
      document = (await import('./pptx.ts')).extractPptx(input.bytes, limits);
      break;
    case 'html':
      document = htmlToDocument(text());
      break;
    case 'markdown':
      document = markdownToDocument(text());
      break;
    case 'text':
      document = plainTextToDocument(text());
      break;
  }
  return { ...truncate(document, limits.maxTextChars), format };
}

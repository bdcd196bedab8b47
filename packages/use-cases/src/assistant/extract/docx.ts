import mammoth from 'mammoth';
import { htmlToDocument } from './html.ts';
import { type ExtractedDocument, ExtractionError, type ExtractionLimits } from './types.ts';
import { readZipEntries } from './zip.ts';

// Word files (and Google Docs exported as DOCX) through mammoth's HTML, so that Word's heading styles
// become headings. mammoth unpacks with JSZip, which has no size guard: the archive is measured first
// by our bounded reader, and only a container that stays within the limits reaches mammoth.

const STYLE_MAP = ["p[style-name='Title'] => h1:fresh", "p[style-name='Subtitle'] => h2:fresh"];

export async function extractDocx(bytes: Uint8Array, limits: ExtractionLimits): Promise<ExtractedDocument> {
  const entries = readZipEntries(bytes, limits);
  if (!entries.has('word/document.xml')) throw new ExtractionError('UNREADABLE', 'no word/document.xml');
  const result = await mammoth
    .convertToHtml({ buffer: Buffer.from(bytes) }, { styleMap: STYLE_MAP })
    .catch((error: unknown) => {
      throw new ExtractionError('UNREADABLE', error instanceof Error ? error.message : 'broken DOCX');
    });
  return htmlToDocument(result.value);
}

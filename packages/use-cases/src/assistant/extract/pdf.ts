import { getDocumentProxy } from 'unpdf';
import { type ExtractedDocument, type ExtractedSection, ExtractionError } from './types.ts';

// PDF text through PDF.js (unpdf's serverless build). Lines are rebuilt from the text items; a line set
// in a font clearly larger than the body text is a heading (the largest on the first page, the title).

interface Line {
  text: string;
  size: number;
}

interface TextItemLike {
  str: string;
  transform: number[];
  hasEOL?: boolean;
}

const isTextItem = (item: unknown): item is TextItemLike =>
  typeof item === 'object' && item !== null && 'str' in item && 'transform' in item;

async function readLines(bytes: Uint8Array, maxChars: number): Promise<Line[]> {
  // PDF.js may detach the buffer it is given: hand it a copy.
  const pdf = await getDocumentProxy(new Uint8Array(bytes)).catch((error: unknown) => {
    throw new ExtractionError('UNREADABLE', error instanceof Error ? error.message : 'not a PDF');
  });
  const lines: Line[] = [];
  let chars = 0;
  try {
    for (let number = 1; number <= pdf.numPages && chars < maxChars; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      let current: Line = { text: '', size: 0 };
      for (const item of content.items) {
        if (!isTextItem(item)) continue;
        const size = Math.round(Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0) * 10) / 10;
        current.text += item.str;
        current.size = Math.max(current.size, item.str.trim() ? size : 0);
        if (item.hasEOL) {
          if (current.text.trim()) lines.push({ text: current.text.trim(), size: current.size });
          chars += current.text.length;
          current = { text: '', size: 0 };
        }
      }
      if (current.text.trim()) lines.push({ text: current.text.trim(), size: current.size });
      page.cleanup();
    }
  } finally {
    await pdf.destroy();
  }
  return lines;
}

/** The body size: the size that carries the most characters. */
function bodySize(lines: readonly Line[]): number {
  const weight = new Map<number, number>();
  for (const line of lines) weight.set(line.size, (weight.get(line.size) ?? 0) + line.text.length);
  return [...weight.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

export async function extractPdf(bytes: Uint8Array, maxChars: number): Promise<ExtractedDocument> {
  const lines = await readLines(bytes, maxChars);
  const body = bodySize(lines);
  const largest = Math.max(0, ...lines.map((line) => line.size));
  let title: string | null = null;
  const sections: ExtractedSection[] = [];
  let section: ExtractedSection = { heading: null, text: '' };
  let previousWasHeading = false;
  for (const line of lines) {
    const isHeading = body > 0 && line.size >= body * 1.1 && line.text.length <= 200;
    if (
      isHeading &&
      line.size === largest &&
      largest > body * 1.3 &&
      sections.length === 0 &&
      !section.text
    ) {
      title = title ? `${title} ${line.text}` : line.text;
      continue;
    }
    if (isHeading) {
      if (previousWasHeading && !section.text) {
        section.heading = `${section.heading ?? ''} ${line.text}`.trim();
      } else {
        if (section.text || section.heading) sections.push(section);
        section = { heading: line.text, text: '' };
      }
      previousWasHeading = true;
      continue;
    }
    previousWasHeading = false;
    // A line ending in a hyphenated word continues without a space.
    section.text = section.text.endsWith('-')
      ? section.text + line.text
      : `${section.text} ${line.text}`.trim();
  }
  if (section.text || section.heading) sections.push(section);
  return { title, sections };
}

import { passageBlocks } from './passage-blocks.ts';

// Splits a document's sections into passages of roughly a paragraph or two, each prefixed with the
// document title and its section heading ("Title › Heading"), so a passage read alone still says what
// it is about and a search for the title or heading finds it. Tables and lists are cut between rows and
// items only, each further passage starting again with the header row or lead-in (passage-blocks.ts);
// neighbouring passages of running text overlap a little, so a sentence cut at a boundary is whole in one.

export interface ChunkableSection {
  heading: string | null;
  text: string;
}

export interface DocumentChunk {
  ordinal: number;
  heading: string | null;
  /** The context line ("Title › Heading") followed by the passage. */
  text: string;
}

export interface ChunkOptions {
  /** Aimed-for passage length in characters, context excluded. */
  targetChars: number;
  /** Characters repeated from the end of the previous passage of the same section. */
  overlapChars: number;
  /** Passages kept at most (the rest of a huge document is not indexed). */
  maxChunks: number;
}

export const DEFAULT_CHUNK_OPTIONS: ChunkOptions = { targetChars: 1000, overlapChars: 150, maxChunks: 5000 };

const normalise = (text: string) =>
  text
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

function tail(text: string, chars: number): string {
  if (chars <= 0 || text.length <= chars) return chars <= 0 ? '' : text;
  const start = text.indexOf(' ', text.length - chars);
  return start < 0 ? '' : text.slice(start + 1);
}

export function contextLine(title: string | null, heading: string | null): string {
  return [title, heading].filter((part): part is string => Boolean(part?.trim())).join(' › ');
}

export function chunkDocument(
  document: { title: string | null; sections: readonly ChunkableSection[] },
  options: ChunkOptions = DEFAULT_CHUNK_OPTIONS,
): DocumentChunk[] {
  const chunks: DocumentChunk[] = [];
  const emit = (heading: string | null, body: string) => {
    if (chunks.length >= options.maxChunks || !body.trim()) return;
    const context = contextLine(document.title, heading);
    chunks.push({
      ordinal: chunks.length,
      heading,
      text: context ? `${context}\n${body.trim()}` : body.trim(),
    });
  };
  for (const section of document.sections) {
    const text = normalise(section.text);
    const heading = section.heading ? normalise(section.heading) : null;
    if (!text) {
      // A heading alone (an empty sheet, a title slide) still says something worth finding.
      if (heading) emit(heading, heading);
      continue;
    }
    let body = '';
    for (const block of passageBlocks(text, options.targetChars)) {
      const lead = block.lead && block.lead.length <= options.targetChars / 3 ? block.lead : null;
      block.items.forEach((item, index) => {
        const piece = index === 0 && block.lead ? `${block.lead}\n${item}` : item;
        const separator = !body ? '' : index === 0 ? '\n\n' : block.lead ? '\n' : ' ';
        if (body && body.length + separator.length + piece.length > options.targetChars) {
          emit(heading, body);
          if (lead && index > 0) {
            body = `${lead}\n${item}`;
            return;
          }
          const overlap = tail(body, options.overlapChars);
          body = overlap ? `${overlap}\n\n${piece}` : piece;
        } else {
          body = `${body}${separator}${piece}`;
        }
      });
    }
    emit(heading, body);
  }
  return chunks;
}

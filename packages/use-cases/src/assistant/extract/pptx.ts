import { decodeEntities } from './html.ts';
import type { ExtractedDocument, ExtractedSection, ExtractionLimits } from './types.ts';
import { readZipEntries } from './zip.ts';

// PowerPoint (and Google Slides exported as PPTX): the text runs of each slide's XML, a section per
// slide headed by its first paragraph (usually the slide title), speaker notes appended to their slide.

const SLIDE = /^ppt\/slides\/slide(\d+)\.xml$/;
const NOTES = /^ppt\/notesSlides\/notesSlide(\d+)\.xml$/;

function paragraphs(xml: string): string[] {
  const found: string[] = [];
  for (const paragraph of xml.split(/<\/a:p>/)) {
    const runs = [...paragraph.matchAll(/<a:t(?:\s[^>]*)?>([\s\S]*?)<\/a:t>/g)].map(
      (match) => match[1] ?? '',
    );
    const text = decodeEntities(runs.join('')).replace(/\s+/g, ' ').trim();
    if (text) found.push(text);
  }
  return found;
}

export function extractPptx(bytes: Uint8Array, limits: ExtractionLimits): ExtractedDocument {
  const entries = readZipEntries(bytes, limits, (name) => SLIDE.test(name) || NOTES.test(name));
  const decoder = new TextDecoder();
  const numbered = (pattern: RegExp) =>
    new Map(
      [...entries]
        .filter(([name]) => pattern.test(name))
        .map(([name, data]) => [Number(pattern.exec(name)?.[1]), decoder.decode(data)] as const),
    );
  const slides = numbered(SLIDE);
  const notes = numbered(NOTES);
  const sections: ExtractedSection[] = [];
  for (const number of [...slides.keys()].sort((a, b) => a - b)) {
    const [heading, ...rest] = paragraphs(slides.get(number) ?? '');
    const notesText = paragraphs(notes.get(number) ?? '').filter((text) => !/^\d+$/.test(text));
    sections.push({ heading: heading ?? `Slide ${number}`, text: [...rest, ...notesText].join('\n') });
  }
  return { title: sections[0]?.heading ?? null, sections };
}

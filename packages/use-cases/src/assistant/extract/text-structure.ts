import type { ExtractedDocument, ExtractedSection } from './types.ts';

// Turns Markdown and plain text into titled sections. Markdown headings are explicit; in plain text a
// short line without closing punctuation, standing alone before a paragraph, is taken as a heading (the
// way people type notes), and an underlined first line as the title.

const MARKDOWN_HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;
const UNDERLINE = /^\s*(=+|-+)\s*$/;

function pushSection(sections: ExtractedSection[], heading: string | null, lines: string[]): void {
  const text = lines.join('\n').trim();
  if (text || heading) sections.push({ heading, text });
}

export function markdownToDocument(source: string): ExtractedDocument {
  let title: string | null = null;
  const sections: ExtractedSection[] = [];
  let heading: string | null = null;
  let lines: string[] = [];
  let inFence = false;
  for (const raw of source.split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(raw)) inFence = !inFence;
    const match = inFence ? null : MARKDOWN_HEADING.exec(raw);
    if (match?.[1] && match[2]) {
      if (match[1].length === 1 && title === null && sections.length === 0 && !lines.join('').trim()) {
        title = match[2];
        continue;
      }
      pushSection(sections, heading, lines);
      heading = match[2];
      lines = [];
      continue;
    }
    lines.push(raw.replace(/^\s*[-*+]\s+\[[ xX]\]\s+/, '- '));
  }
  pushSection(sections, heading, lines);
  return { title, sections };
}

function looksLikeHeading(line: string, next: string | undefined): boolean {
  const text = line.trim();
  if (text.length < 2 || text.length > 80) return false;
  if (/[.,;:!?…)]$/.test(text) || /^[-*•\d]/.test(text)) return false;
  return next !== undefined && next.trim() !== '' && text.split(/\s+/).length <= 10;
}

export function plainTextToDocument(source: string): ExtractedDocument {
  const input = source.replace(/\r\n?/g, '\n').split('\n');
  let title: string | null = null;
  let start = 0;
  const first = input.findIndex((line) => line.trim() !== '');
  if (first >= 0 && UNDERLINE.test(input[first + 1] ?? '')) {
    title = (input[first] ?? '').trim();
    start = first + 2;
  }
  const sections: ExtractedSection[] = [];
  let heading: string | null = null;
  let lines: string[] = [];
  for (let i = start; i < input.length; i++) {
    const line = input[i] ?? '';
    const previousBlank = i === start || (input[i - 1] ?? '').trim() === '';
    if (previousBlank && looksLikeHeading(line, input[i + 1])) {
      pushSection(sections, heading, lines);
      heading = line.trim();
      lines = [];
      continue;
    }
    lines.push(line);
  }
  pushSection(sections, heading, lines);
  return { title, sections };
}

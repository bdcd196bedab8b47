import { markdownToDocument } from './text-structure.ts';
import type { ExtractedDocument } from './types.ts';

// HTML to text with its headings kept: h1–h6 become Markdown headings, block elements line breaks,
// scripts, styles and comments disappear, entities are decoded. Enough for saved web pages and for the
// HTML mammoth makes of a Word file; not a renderer.

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  euro: '€',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1]?.toLowerCase() === 'x' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/**
 * A table row on one line, its cells' text between ' | ' (a Word cell holds paragraphs, which would
 * otherwise break the row), so the chunker keeps rows whole and repeats the header row (passage-blocks).
 */
function tableRow(row: string): string {
  const cells = [...row.matchAll(/<t[dh]\b[^>]*>([\s\S]*?)<\/t[dh]\s*>/gi)].map((cell) =>
    (cell[1] ?? '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  return cells.join(' | ');
}

export function htmlToMarkdown(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<(script|style|noscript|template|svg)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1\s*>/gi, (_, level: string, inner: string) => {
        const text = inner
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim();
        return text ? `\n\n${'#'.repeat(Number(level))} ${text}\n\n` : '\n';
      })
      .replace(/<tr\b[^>]*>([\s\S]*?)<\/tr\s*>/gi, (_, row: string) => `${tableRow(row)}\n`)
      .replace(/<\/?table\b[^>]*>/gi, '\n\n')
      .replace(/<li\b[^>]*>/gi, '\n- ')
      .replace(
        /<\/?(p|div|section|article|header|footer|ul|ol|table|tr|br|blockquote|pre|main|nav)\b[^>]*>/gi,
        '\n',
      )
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(/[ \t\f\v]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n');
}

export function htmlToDocument(html: string): ExtractedDocument {
  const titleMatch = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(html);
  const document = markdownToDocument(htmlToMarkdown(html.replace(/<head\b[\s\S]*?<\/head\s*>/i, ' ')));
  const title = titleMatch?.[1] ? decodeEntities(titleMatch[1]).replace(/\s+/g, ' ').trim() : null;
  return { title: document.title ?? (title || null), sections: document.sections };
}

// A section's text as blocks the chunker keeps together (docs/architecture.md, Assistant retrieval): a
// table's rows with its header row, a list's items with the sentence leading into it, and otherwise
// paragraphs. A block cut over several passages repeats its lead (the header row, the lead-in) at the top
// of each, so a row or an item read alone still says what its values are.

export interface PassageBlock {
  /** Repeated at the top of every passage the block continues into; null for plain paragraphs. */
  lead: string | null;
  /** Pieces in order, each at most the passage length (a row, an item, a paragraph or a part of one). */
  items: string[];
}

const TABLE_ROW = /^\|?\s*[^|]+(\s\|\s[^|]*)+\|?$/;
const LIST_ITEM = /^(?:[-*+•]|\d{1,3}[.)])\s+\S/;

const isTable = (lines: readonly string[]) =>
  lines.length >= 2 && lines.every((line) => TABLE_ROW.test(line));

/** Pieces no longer than `max`: sentences, else hard cuts at a space. */
export function splitLong(text: string, max: number): string[] {
  if (text.length <= max) return [text];
  const out: string[] = [];
  for (const sentence of text.split(/(?<=[.!?;:])\s+|\n/)) {
    let rest = sentence;
    while (rest.length > max) {
      const cut = rest.lastIndexOf(' ', max);
      const at = cut > max / 2 ? cut : max;
      out.push(rest.slice(0, at));
      rest = rest.slice(at).trimStart();
    }
    if (rest) out.push(rest);
  }
  return out;
}

/** The lead-in of a list: the paragraph (or the lines) before it, when it ends with a colon. */
const leadsIn = (text: string | undefined) => text !== undefined && /:\s*$/.test(text);

export function passageBlocks(text: string, max: number): PassageBlock[] {
  const blocks: PassageBlock[] = [];
  const paragraphs = text.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== '');
  const cut = (items: readonly string[]) => items.flatMap((item) => splitLong(item, max));
  for (let index = 0; index < paragraphs.length; index++) {
    const paragraph = paragraphs[index] ?? '';
    const lines = paragraph.split('\n');
    if (isTable(lines)) {
      const [header = '', ...rows] = lines;
      blocks.push({ lead: header, items: cut(rows) });
      continue;
    }
    const firstItem = lines.findIndex((line) => LIST_ITEM.test(line));
    const listLines = firstItem < 0 ? [] : lines.slice(firstItem);
    if (firstItem >= 0 && listLines.every((line) => LIST_ITEM.test(line) || /^\s/.test(line))) {
      const before = lines.slice(0, firstItem).join('\n');
      const previous = blocks.at(-1);
      // A lead-in in its own paragraph just before the list moves into the list's block.
      if (firstItem === 0 && previous && previous.lead === null && leadsIn(previous.items.at(-1))) {
        const lead = previous.items.pop() ?? null;
        if (previous.items.length === 0) blocks.pop();
        blocks.push({ lead, items: cut(listLines) });
      } else if (firstItem > 0 && leadsIn(before)) {
        blocks.push({ lead: before, items: cut(listLines) });
      } else {
        blocks.push({ lead: null, items: cut([paragraph]) });
      }
      continue;
    }
    blocks.push({ lead: null, items: cut([paragraph]) });
  }
  return blocks;
}

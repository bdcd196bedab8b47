// A small Markdown subset for answers (headings, lists, quotes, tables, code blocks, **bold**, *italic*, `code`, links),
// parsed to data that React renders as elements: the model's text never becomes HTML, and a link only
// keeps an http(s), mailto or same-site address.

export type Inline =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'break' }
  | { readonly type: 'strong' | 'em'; readonly children: readonly Inline[] }
  | { readonly type: 'code'; readonly text: string }
  | { readonly type: 'link'; readonly href: string; readonly children: readonly Inline[] };

export type Block =
  | { readonly type: 'heading'; readonly level: 1 | 2 | 3; readonly children: readonly Inline[] }
  | { readonly type: 'paragraph'; readonly children: readonly Inline[] }
  | { readonly type: 'list'; readonly ordered: boolean; readonly items: readonly (readonly Inline[])[] }
  | { readonly type: 'quote'; readonly children: readonly Inline[] }
  | {
      readonly type: 'table';
      readonly header: readonly (readonly Inline[])[];
      readonly rows: readonly (readonly (readonly Inline[])[])[];
    }
  | { readonly type: 'code'; readonly text: string };

export function safeHref(href: string): string | null {
  const value = href.trim();
  if (/^(https?:|mailto:)/i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return null;
}

const INLINE = /\*\*(.+?)\*\*|__(.+?)__|\*([^*\s][^*]*?)\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  const pushText = (value: string) => {
    value.split('\n').forEach((part, i) => {
      if (i > 0) out.push({ type: 'break' });
      if (part) out.push({ type: 'text', text: part });
    });
  };
  for (;;) {
    const match = INLINE.exec(rest);
    if (!match) break;
    pushText(rest.slice(0, match.index));
    const [whole, strong, strong2, em, code, label, href] = match;
    if (strong !== undefined || strong2 !== undefined) {
      out.push({ type: 'strong', children: parseInline(strong ?? strong2 ?? '') });
    } else if (em !== undefined) out.push({ type: 'em', children: parseInline(em) });
    else if (code !== undefined) out.push({ type: 'code', text: code });
    else if (label !== undefined && href !== undefined) {
      const safe = safeHref(href);
      if (safe) out.push({ type: 'link', href: safe, children: parseInline(label) });
      else pushText(whole);
    }
    rest = rest.slice(match.index + whole.length);
  }
  pushText(rest);
  return out;
}

const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;
const TABLE_ROW = /^\s*\|(.*)\|\s*$/;
const TABLE_RULE = /^\s*\|(\s*:?-{3,}:?\s*\|)+\s*$/;

/** The cells of a `| a | b |` line; `\|` is a pipe inside a cell. */
function tableCells(line: string): Inline[][] {
  const inner = TABLE_ROW.exec(line)?.[1] ?? '';
  return inner.split(/(?<!\\)\|/).map((cell) => parseInline(cell.trim().replace(/\\\|/g, '|')));
}

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n')) });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (line.trim().startsWith('```')) {
      flush();
      const code: string[] = [];
      for (i += 1; i < lines.length && !(lines[i] ?? '').trim().startsWith('```'); i += 1)
        code.push(lines[i] ?? '');
      blocks.push({ type: 'code', text: code.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const level = Math.min(heading[1]?.length ?? 1, 3) as 1 | 2 | 3;
      blocks.push({ type: 'heading', level, children: parseInline(heading[2] ?? '') });
      continue;
    }
    if (TABLE_ROW.test(line) && TABLE_RULE.test(lines[i + 1] ?? '')) {
      flush();
      const header = tableCells(line);
      const rows: Inline[][][] = [];
      for (i += 2; i < lines.length && TABLE_ROW.test(lines[i] ?? ''); i += 1)
        rows.push(tableCells(lines[i] ?? ''));
      i -= 1;
      blocks.push({ type: 'table', header, rows });
      continue;
    }
    if (QUOTE.test(line)) {
      flush();
      const quoted: string[] = [];
      for (; i < lines.length && QUOTE.test(lines[i] ?? ''); i += 1)
        quoted.push(QUOTE.exec(lines[i] ?? '')?.[1] ?? '');
      i -= 1;
      blocks.push({ type: 'quote', children: parseInline(quoted.join('\n')) });
      continue;
    }
    const ordered = NUMBERED.test(line);
    if (ordered || BULLET.test(line)) {
      flush();
      const pattern = ordered ? NUMBERED : BULLET;
      const items: Inline[][] = [];
      for (; i < lines.length && pattern.test(lines[i] ?? ''); i += 1) {
        items.push(parseInline(pattern.exec(lines[i] ?? '')?.[1] ?? ''));
      }
      i -= 1;
      blocks.push({ type: 'list', ordered, items });
      continue;
    }
    if (line.trim() === '') flush();
    else paragraph.push(line);
  }
  flush();
  return blocks;
}

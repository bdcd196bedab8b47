import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref } from './markdown.ts';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, both kinds of list and code blocks', () => {
    const blocks = parseMarkdown(
      '## Summary\nFirst line\nsecond line\n\n- one\n- **two**\n\n1. a\n2) b\n```\nSELECT 1;\n```',
    );
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'paragraph', 'list', 'list', 'code']);
    expect(blocks[1]).toEqual({
      type: 'paragraph',
      children: [
        { type: 'text', text: 'First line' },
        { type: 'break' },
        { type: 'text', text: 'second line' },
      ],
    });
    expect(blocks[2]).toMatchObject({ ordered: false, items: [[{ text: 'one' }], [{ type: 'strong' }]] });
    expect(blocks[3]).toMatchObject({ ordered: true, items: [[{ text: 'a' }], [{ text: 'b' }]] });
    expect(blocks[4]).toEqual({ type: 'code', text: 'SELECT 1;' });
  });

  it('reads a quoted passage as a quote, not as text starting with ">", with its past-date marker', () => {
    const blocks = parseMarkdown(
      "Here is what your organisation's documents say:\n\n> Reports are due 31 March 2025 *(past)*.\n> Second line\n\n— guide.pdf, Reporting",
    );
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'quote', 'paragraph']);
    expect(blocks[1]).toEqual({
      type: 'quote',
      children: [
        { type: 'text', text: 'Reports are due 31 March 2025 ' },
        { type: 'em', children: [{ type: 'text', text: '(past)' }] },
        { type: 'text', text: '.' },
        { type: 'break' },
        { type: 'text', text: 'Second line' },
      ],
    });
  });

  it('reads a table with its header, rows, links and escaped pipes', () => {
    const blocks = parseMarkdown(
      'Deadlines:\n\n| Deadline | Funder |\n| --- | --- |\n| [07/01/2026](/funder/5?application=9) | A \\| B |\n| 07/09/2026 | C |\n\nAfter',
    );
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'table', 'paragraph']);
    expect(blocks[1]).toEqual({
      type: 'table',
      header: [[{ type: 'text', text: 'Deadline' }], [{ type: 'text', text: 'Funder' }]],
      rows: [
        [
          [
            {
              type: 'link',
              href: '/funder/5?application=9',
              children: [{ type: 'text', text: '07/01/2026' }],
            },
          ],
          [{ type: 'text', text: 'A | B' }],
        ],
        [[{ type: 'text', text: '07/09/2026' }], [{ type: 'text', text: 'C' }]],
      ],
    });
    // Without its rule line, a line of pipes stays text.
    expect(parseMarkdown('| not | a table |').map((b) => b.type)).toEqual(['paragraph']);
  });

  it('keeps HTML as text: nothing in an answer becomes markup', () => {
    expect(parseMarkdown('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: '<img src=x onerror=alert(1)>' }] },
    ]);
  });
});

describe('parseInline', () => {
  it('reads bold, italic, code and safe links', () => {
    expect(parseInline('See **the plan** *now* in `a.pdf` at [site](https://x.org).')).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'strong', children: [{ type: 'text', text: 'the plan' }] },
      { type: 'text', text: ' ' },
      { type: 'em', children: [{ type: 'text', text: 'now' }] },
      { type: 'text', text: ' in ' },
      { type: 'code', text: 'a.pdf' },
      { type: 'text', text: ' at ' },
      { type: 'link', href: 'https://x.org', children: [{ type: 'text', text: 'site' }] },
      { type: 'text', text: '.' },
    ]);
  });

  it('leaves a link with an unsafe address as its text', () => {
    expect(parseInline('[click](javascript:alert(1))')).toEqual([
      { type: 'text', text: '[click](javascript:alert(1)' },
      { type: 'text', text: ')' },
    ]);
  });
});

describe('safeHref', () => {
  it.each([
    ['https://a.org/x', 'https://a.org/x'],
    ['mailto:a@b.org', 'mailto:a@b.org'],
    ['/files/1?sig=2', '/files/1?sig=2'],
    ['//evil.org', null],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
  ])('%s → %s', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { chunkDocument, contextLine } from './chunk-document.ts';

const sentence = (n: number) =>
  `Sentence number ${n} talks about eligibility and award sizes in some detail.`;

describe('chunkDocument', () => {
  it('prefixes every passage with the title and its heading', () => {
    const chunks = chunkDocument({
      title: 'Hollis Guidelines',
      sections: [
        { heading: 'Eligibility', text: 'Oregon charities only.' },
        { heading: 'Deadlines', text: 'Letters of inquiry by March 14.' },
      ],
    });
    expect(chunks).toEqual([
      { ordinal: 0, heading: 'Eligibility', text: 'Hollis Guidelines › Eligibility\nOregon charities only.' },
      {
        ordinal: 1,
        heading: 'Deadlines',
        text: 'Hollis Guidelines › Deadlines\nLetters of inquiry by March 14.',
      },
    ]);
  });

  it('splits a long section near the target size with overlap between neighbours', () => {
    const text = Array.from({ length: 60 }, (_, i) => sentence(i)).join(' ');
    const chunks = chunkDocument(
      { title: 'T', sections: [{ heading: 'H', text }] },
      { targetChars: 400, overlapChars: 80, maxChunks: 100 },
    );
    expect(chunks.length).toBeGreaterThan(8);
    for (const chunk of chunks) {
      expect(chunk.text.startsWith('T › H\n')).toBe(true);
      expect(chunk.text.length).toBeLessThanOrEqual(400 + 80 + 10);
    }
    const first = chunks[0]?.text ?? '';
    const second = chunks[1]?.text ?? '';
    const lastWordsOfFirst = first.slice(-40);
    expect(second).toContain(lastWordsOfFirst.slice(lastWordsOfFirst.indexOf(' ') + 1));
    // Nothing is lost: every sentence number appears in some passage.
    for (let i = 0; i < 60; i++)
      expect(chunks.some((chunk) => chunk.text.includes(`number ${i} `))).toBe(true);
  });

  it('cuts a paragraph without sentence breaks at spaces', () => {
    const text = 'word '.repeat(1000);
    const chunks = chunkDocument(
      { title: null, sections: [{ heading: null, text }] },
      {
        targetChars: 300,
        overlapChars: 0,
        maxChunks: 100,
      },
    );
    expect(chunks.every((chunk) => chunk.text.length <= 300)).toBe(true);
    expect(chunks.every((chunk) => !chunk.text.includes('wor d'))).toBe(true);
  });

  it('keeps a heading without text and stops at maxChunks', () => {
    const sections = Array.from({ length: 20 }, (_, i) => ({ heading: `Sheet ${i}`, text: '' }));
    const chunks = chunkDocument(
      { title: 'Book', sections },
      { targetChars: 100, overlapChars: 0, maxChunks: 5 },
    );
    expect(chunks.map((chunk) => chunk.text)).toEqual(
      [0, 1, 2, 3, 4].map((i) => `Book › Sheet ${i}\nSheet ${i}`),
    );
  });
});

describe('contextLine', () => {
  it('joins what exists', () => {
    expect(contextLine('A', 'B')).toBe('A › B');
    expect(contextLine(null, 'B')).toBe('B');
    expect(contextLine('A', null)).toBe('A');
  });
});

import { describe, expect, it } from 'vitest';
import { chunkDocument } from './chunk-document.ts';
import { passageBlocks } from './passage-blocks.ts';

const OPTIONS = { targetChars: 200, overlapChars: 40, maxChunks: 100 };

describe('passageBlocks', () => {
  it('reads a table as its header row and its rows', () => {
    expect(passageBlocks('Item | Amount (USD)\nMeals | 23100\nDrivers | 14200', 1000)).toEqual([
      { lead: 'Item | Amount (USD)', items: ['Meals | 23100', 'Drivers | 14200'] },
    ]);
  });

  it('keeps a list with the paragraph leading into it, and a list without one as a paragraph', () => {
    expect(passageBlocks('Intro text.\n\nPlease attach:\n\n- a roster\n- an audit', 1000)).toEqual([
      { lead: null, items: ['Intro text.'] },
      { lead: 'Please attach:', items: ['- a roster', '- an audit'] },
    ]);
    expect(passageBlocks('Bring these:\n- a roster\n- an audit', 1000)).toEqual([
      { lead: 'Bring these:', items: ['- a roster', '- an audit'] },
    ]);
    expect(passageBlocks('Notes.\n\n- a roster\n- an audit', 1000)).toEqual([
      { lead: null, items: ['Notes.'] },
      { lead: null, items: ['- a roster\n- an audit'] },
    ]);
  });
});

describe('chunkDocument with tables and lists', () => {
  it('repeats the header row above the rows of every passage a table continues into', () => {
    const rows = Array.from(
      { length: 12 },
      (_, i) => `Line item ${i} | Supplies for month ${i} | ${1000 + i}`,
    );
    const text = ['Line item | Description | Amount (USD)', ...rows].join('\n');
    const chunks = chunkDocument({ title: 'Budget', sections: [{ heading: 'Sheet1', text }] }, OPTIONS);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) {
      expect(chunk.text.split('\n').slice(0, 2)).toEqual([
        'Budget › Sheet1',
        'Line item | Description | Amount (USD)',
      ]);
    }
    // Every row is whole in exactly one passage.
    for (const row of rows) expect(chunks.filter((chunk) => chunk.text.includes(row))).toHaveLength(1);
  });

  it('repeats a list’s lead-in above the items of every passage the list continues into', () => {
    const items = Array.from({ length: 10 }, (_, i) => `- Attachment number ${i}, signed and dated`);
    const text = ['The portal asks for these documents:', '', ...items].join('\n');
    const chunks = chunkDocument({ title: 'Checklist', sections: [{ heading: 'Upload', text }] }, OPTIONS);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks)
      expect(chunk.text.split('\n')[1]).toBe('The portal asks for these documents:');
    for (const item of items) expect(chunks.some((chunk) => chunk.text.includes(item))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { cellText, columnsOf } from './table-columns.ts';

describe('columnsOf', () => {
  it('lists every column once, in the order first seen', () => {
    expect(
      columnsOf([
        { id: 1, name: 'a' },
        { id: 2, notes: 'x', name: 'b' },
      ]),
    ).toEqual(['id', 'name', 'notes']);
    expect(columnsOf([])).toEqual([]);
  });
});

describe('cellText', () => {
  it.each([
    [null, '–'],
    [undefined, '–'],
    [0, '0'],
    [false, 'false'],
    ['<b>x</b>', '<b>x</b>'],
    [{ a: 1 }, '{"a":1}'],
  ])('%j → %j', (value, text) => {
    expect(cellText(value)).toBe(text);
  });
});

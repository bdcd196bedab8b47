import { describe, expect, it } from 'vitest';
import { copyLine } from './copy-text.ts';

describe('copyLine', () => {
  it('escapes separators and marks nulls', () => {
    expect(copyLine(['a\tb', null, 12, true, 'line\nbreak\\'])).toBe('a\\tb\t\\N\t12\tt\tline\\nbreak\\\\\n');
  });
});

import { describe, expect, it } from 'vitest';
import { requiredText } from './fields.ts';
import { controlCharactersError, findControlCharacters, hasControlCharacters } from './text.ts';

describe('control characters (SECURITY 22)', () => {
  it.each(['\u0000', 'a\u0001b', '\u0007', '\u000b', '\u001b[31m', 'x\u007f'])('refuses %j', (value) => {
    expect(hasControlCharacters(value)).toBe(true);
    const issues = requiredText().safeParse(`name ${value}`).error?.issues ?? [];
    expect(issues.map((i) => (i as { params?: { code?: string } }).params?.code)).toEqual([
      'CONTROL_CHARACTERS',
    ]);
  });

  it.each(['plain', 'tab\there', 'line\nbreak', 'crlf\r\n', 'ünïcødé 😀', '\u200b'])(
    'accepts %j',
    (value) => {
      expect(hasControlCharacters(value)).toBe(false);
    },
  );

  it('finds the first offending string or key in a JSON value', () => {
    expect(findControlCharacters({ a: 'ok', b: [{ c: 'x\u0000' }] })).toBe('b.0.c');
    expect(findControlCharacters({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(findControlCharacters('\u0000')).toBe('_');
    expect(findControlCharacters({ a: 1, b: null, c: ['fine'] })).toBeNull();
  });

  it('walks a value nested 100,000 levels deep without overflowing the call stack', () => {
    let deep: unknown = 'x\u0000';
    let clean: unknown = 'fine';
    for (let level = 0; level < 100_000; level++) {
      deep = [deep];
      clean = { a: clean };
    }
    expect(findControlCharacters({ first: 'ok', deep })).toBe(`deep${'.0'.repeat(100_000)}`);
    expect(findControlCharacters(clean)).toBeNull();
    expect(findControlCharacters({ a: { b: 'x\u0000' }, c: 'y\u0000' })).toBe('a.b');
  });

  it('builds a coded VALIDATION error for the field', () => {
    const error = controlCharactersError('params.name');
    expect(error.code).toBe('VALIDATION');
    expect(error.fields?.['params.name']?.code).toBe('CONTROL_CHARACTERS');
  });
});

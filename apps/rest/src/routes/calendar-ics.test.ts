import { describe, expect, it } from 'vitest';
import { escapeText, foldLine } from './calendar-ics.ts';

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and new lines (RFC 5545, section 3.3.11)', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldLine', () => {
  it('leaves short lines alone', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it.each([
    ['ASCII', `SUMMARY:${'x'.repeat(200)}`],
    ['multi-byte', `SUMMARY:${'Fundação – Ünïcødé 🎉 '.repeat(12)}`],
  ])('folds %s lines at 75 octets without splitting a character', (_name, line) => {
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});

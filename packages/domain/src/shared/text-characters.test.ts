import { describe, expect, it } from 'vitest';
import { multilineTextProblem, singleLineTextProblem } from './text-characters.ts';

// One row per class of character: what a one-line field and a multi-line field each make of it.
const CLASSES: ReadonlyArray<[string, string, string | null, string | null]> = [
  ['NUL', 'a\u0000b', 'CONTROL_CHARACTERS', 'CONTROL_CHARACTERS'],
  ['escape', '\u001b[31m', 'CONTROL_CHARACTERS', 'CONTROL_CHARACTERS'],
  ['DEL', 'a\u007f', 'CONTROL_CHARACTERS', 'CONTROL_CHARACTERS'],
  ['C1 control', 'a\u0080b', 'CONTROL_CHARACTERS', 'CONTROL_CHARACTERS'],
  ['C1 next line', 'a\u0085b', 'CONTROL_CHARACTERS', 'CONTROL_CHARACTERS'],
  ['C1 application command', 'a\u009fb', 'CONTROL_CHARACTERS', 'CONTROL_CHARACTERS'],
  ['line feed', 'a\nb', 'LINE_BREAK', null],
  ['carriage return', 'a\rb', 'LINE_BREAK', null],
  ['line separator', 'a\u2028b', 'LINE_BREAK', null],
  ['paragraph separator', 'a\u2029b', 'LINE_BREAK', null],
  ['tab', 'a\tb', null, null],
  ['left-to-right embedding', 'a\u202ab', 'CONTROL_CHARACTERS', 'CONTROL_CHARACTERS'],
  ['right-to-left override', 'invoice\u202efdp.exe', 'CONTROL_CHARACTERS', 'CONTROL_CHARACTERS'],
  ['left-to-right isolate', 'a\u2066b', 'CONTROL_CHARACTERS', 'CONTROL_CHARACTERS'],
  ['pop directional isolate', 'a\u2069b', 'CONTROL_CHARACTERS', 'CONTROL_CHARACTERS'],
  ['zero-width space', 'Acme\u200bFund', 'CONTROL_CHARACTERS', null],
  ['zero-width non-joiner', 'a\u200cb', 'CONTROL_CHARACTERS', null],
  ['zero-width joiner', '👩\u200d💻', 'CONTROL_CHARACTERS', null],
  ['word joiner', 'a\u2060b', 'CONTROL_CHARACTERS', null],
  ['byte-order mark', '\ufeffAcme', 'CONTROL_CHARACTERS', null],
  ['lone high surrogate', 'a\ud800b', 'CONTROL_CHARACTERS', 'CONTROL_CHARACTERS'],
  ['lone low surrogate', 'a\udc00b', 'CONTROL_CHARACTERS', 'CONTROL_CHARACTERS'],
  ['trailing high surrogate', 'a\ud83d', 'CONTROL_CHARACTERS', 'CONTROL_CHARACTERS'],
  ['surrogate pair', 'Fund 😀', null, null],
  ['accents and scripts', 'Fundação Ünïcødé تقرير 日本', null, null],
];

describe('text characters', () => {
  it.each(CLASSES)('%s in a one-line field: %j → %s', (_kind, value, singleLine) => {
    expect(singleLineTextProblem(value)).toBe(singleLine);
  });

  it.each(CLASSES)('%s in a multi-line field: %j → %s', (_kind, value, _singleLine, multiline) => {
    expect(multilineTextProblem(value)).toBe(multiline);
  });
});

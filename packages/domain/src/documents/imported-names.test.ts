import { describe, expect, it } from 'vitest';
import { documentNameProblem } from './document-paths.ts';
import { importedName } from './imported-names.ts';

describe('importedName', () => {
  it('keeps a good name and mends separators, control characters and dot names', () => {
    expect(importedName('Budget 2024.xlsx')).toBe('Budget 2024.xlsx');
    expect(importedName('a/b\\c')).toBe('a_b_c');
    expect(importedName('bad\u0000name')).toBe('badname');
    expect(importedName('..')).toBe('_..');
    expect(importedName('   ')).toBe('_');
  });

  it('drops hidden characters and mends look-alike separators and dot names', () => {
    expect(importedName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(importedName('a\u200Bb\u0090c\uD800.pdf')).toBe('abc.pdf');
    expect(importedName('\uFF0E\uFF0E\uFF0Fpasswd')).toBe('\uFF0E\uFF0E_passwd');
    expect(importedName('a\u2215b\u2044c')).toBe('a_b_c');
    expect(importedName('\uFF0E\uFF0E')).toBe('_\uFF0E\uFF0E');
    for (const name of ['invoice\u202Efdp.exe', '\uFF0E\uFF0E\uFF0Fpasswd', '\u2025', 'a\u2066b']) {
      expect(documentNameProblem(importedName(name))).toBeNull();
    }
  });

  it('shortens long names keeping the extension', () => {
    const name = importedName(`${'x'.repeat(400)}.pdf`);
    expect(name.endsWith('.pdf')).toBe(true);
    expect(documentNameProblem(name)).toBeNull();
  });
});

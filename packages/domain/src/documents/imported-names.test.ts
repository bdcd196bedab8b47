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

  it('shortens long names keeping the extension', () => {
    const name = importedName(`${'x'.repeat(400)}.pdf`);
    expect(name.endsWith('.pdf')).toBe(true);
    expect(documentNameProblem(name)).toBeNull();
  });
});

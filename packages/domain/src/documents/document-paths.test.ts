import { describe, expect, it } from 'vitest';
import {
  documentNameProblem,
  folderName,
  folderPathWithAncestors,
  parentFolderPath,
  parseWireFolderPath,
  storedFolderPath,
  uniqueDocumentName,
  wireFolderPath,
} from './document-paths.ts';

describe('documentNameProblem', () => {
  it.each([
    ['report.pdf', null],
    ['Relatório final (v2).docx', null],
    ['', 'EMPTY'],
    ['   ', 'EMPTY'],
    ['a\u0000.pdf', 'CONTROL_CHARACTER'],
    ['tab\there', 'CONTROL_CHARACTER'],
    ['x\u0085y', 'CONTROL_CHARACTER'],
    ['../etc', 'SEPARATOR'],
    ['a\\b', 'SEPARATOR'],
    ['..', 'DOT_SEGMENT'],
    ['.', 'DOT_SEGMENT'],
    ['x'.repeat(256), 'TOO_LONG'],
  ])('%j → %s', (name, problem) => {
    expect(documentNameProblem(name)).toBe(problem);
  });

  it.each([
    ['C1 control', 'a\u0090b.pdf', 'CONTROL_CHARACTER'],
    ['right-to-left override', 'invoice\u202Efdp.exe', 'CONTROL_CHARACTER'],
    ['left-to-right embedding', '\u202Areport.pdf', 'CONTROL_CHARACTER'],
    ['first-strong isolate', 'a\u2068b.pdf', 'CONTROL_CHARACTER'],
    ['pop directional isolate', 'a\u2069b.pdf', 'CONTROL_CHARACTER'],
    ['zero-width space', 'rep\u200Bort.pdf', 'CONTROL_CHARACTER'],
    ['zero-width joiner', 'a\u200Db.pdf', 'CONTROL_CHARACTER'],
    ['word joiner', 'a\u2060b.pdf', 'CONTROL_CHARACTER'],
    ['byte-order mark', '\uFEFFreport.pdf', 'CONTROL_CHARACTER'],
    ['lone high surrogate', 'a\uD800.pdf', 'CONTROL_CHARACTER'],
    ['lone low surrogate', 'a\uDC00.pdf', 'CONTROL_CHARACTER'],
    ['line feed', 'a\nb.pdf', 'CONTROL_CHARACTER'],
    ['line separator', 'a\u2028b.pdf', 'CONTROL_CHARACTER'],
    ['fullwidth dots and slash', '\uFF0E\uFF0E\uFF0Fpasswd', 'SEPARATOR'],
    ['fullwidth reverse solidus', 'a\uFF3Cb', 'SEPARATOR'],
    ['small reverse solidus', 'a\uFE68b', 'SEPARATOR'],
    ['division slash', '..\u2215passwd', 'SEPARATOR'],
    ['set minus', 'a\u2216b', 'SEPARATOR'],
    ['fraction slash', 'a\u2044b', 'SEPARATOR'],
    ['big solidus', 'a\u29F8b', 'SEPARATOR'],
    ['big reverse solidus', 'a\u29F9b', 'SEPARATOR'],
    ['fullwidth dot-dot', '\uFF0E\uFF0E', 'DOT_SEGMENT'],
    ['two-dot leader', '\u2025', 'DOT_SEGMENT'],
    ['one-dot leader', '\u2024', 'DOT_SEGMENT'],
  ])('refuses a %s: %j → %s', (_kind, name, problem) => {
    expect(documentNameProblem(name)).toBe(problem);
  });

  it.each(['Relatório ١٢.pdf', 'تقرير.pdf', 'レポート.pdf', '😀 notes.txt', 'ﬁnal.pdf'])(
    'keeps %j, written as typed',
    (name) => {
      expect(documentNameProblem(name)).toBeNull();
    },
  );
});

describe('parseWireFolderPath', () => {
  it('reads the root and nested paths', () => {
    expect(parseWireFolderPath('')).toEqual({ ok: true, segments: [] });
    expect(parseWireFolderPath('2024/Reports/')).toEqual({ ok: true, segments: ['2024', 'Reports'] });
  });
  it.each([
    ['/etc/passwd', 'ABSOLUTE'],
    ['C:/Windows', 'ABSOLUTE'],
    ['a/../b', 'DOT_SEGMENT'],
    ['a//b', 'EMPTY'],
    ['a/%00/b'.replace('%00', '\u0000'), 'CONTROL_CHARACTER'],
    [Array.from({ length: 33 }, () => 'a').join('/'), 'TOO_DEEP'],
  ])('%j is refused (%s)', (path, problem) => {
    expect(parseWireFolderPath(path)).toEqual({ ok: false, problem });
  });
});

describe('stored and wire forms', () => {
  it('convert both ways', () => {
    expect(storedFolderPath([])).toBe('/');
    expect(storedFolderPath(['a', 'b'])).toBe('/a/b');
    expect(wireFolderPath('/')).toBe('');
    expect(wireFolderPath('/a/b')).toBe('a/b');
  });
  it('list ancestors, parents and names', () => {
    expect(folderPathWithAncestors('/a/b/c')).toEqual(['/a', '/a/b', '/a/b/c']);
    expect(folderPathWithAncestors('/')).toEqual([]);
    expect(parentFolderPath('/a/b')).toBe('/a');
    expect(parentFolderPath('/a')).toBe('/');
    expect(parentFolderPath('/')).toBeNull();
    expect(folderName('/a/b')).toBe('b');
    expect(folderName('/')).toBe('');
  });
});

describe('uniqueDocumentName', () => {
  it('keeps a free name and numbers a taken one', () => {
    expect(uniqueDocumentName('Budget.xlsx', ['other.pdf'])).toBe('Budget.xlsx');
    expect(uniqueDocumentName('Budget.xlsx', ['budget.xlsx'])).toBe('Budget (2).xlsx');
    expect(uniqueDocumentName('Budget.xlsx', ['Budget.xlsx', 'Budget (2).xlsx'])).toBe('Budget (3).xlsx');
    expect(uniqueDocumentName('README', ['README'])).toBe('README (2)');
    expect(uniqueDocumentName('.env', ['.env'])).toBe('.env (2)');
  });
});

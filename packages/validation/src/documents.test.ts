import { describe, expect, it } from 'vitest';
import {
  createFolderArgsSchema,
  deleteFolderArgsSchema,
  getFolderArgsSchema,
  updateFileArgsSchema,
  updateFolderArgsSchema,
  uploadFileArgsSchema,
} from './documents.ts';
import { codedIssues } from './issue.ts';

const codesOf = (result: { success: boolean; error?: { issues: Parameters<typeof codedIssues>[0] } }) =>
  result.success ? [] : codedIssues(result.error?.issues ?? []).map((issue) => `${issue.path}:${issue.code}`);

describe('document arguments', () => {
  it('turns wire folders into stored paths, the root by default', () => {
    expect(getFolderArgsSchema.parse({ funderId: '7' })).toEqual({ funderId: 7, folder: '/', search: null });
    expect(getFolderArgsSchema.parse({ funderId: 7, folder: '2024/Reports/', search: '  bud ' })).toEqual({
      funderId: 7,
      folder: '/2024/Reports',
      search: 'bud',
    });
    expect(uploadFileArgsSchema.parse({ funderId: 1, fileName: ' Budget.xlsx ' })).toMatchObject({
      folder: '/',
      fileName: 'Budget.xlsx',
    });
  });

  it.each([
    ['../x', 'folder:DOT_SEGMENT'],
    ['a/../../etc', 'folder:DOT_SEGMENT'],
    ['/etc/passwd', 'folder:ABSOLUTE'],
    ['C:/Windows', 'folder:ABSOLUTE'],
    ['\\\\server\\share', 'folder:ABSOLUTE'],
    ['a\u0000b', 'folder:CONTROL_CHARACTER'],
    ['a\\b', 'folder:SEPARATOR'],
    [Array.from({ length: 33 }, () => 'x').join('/'), 'folder:TOO_DEEP'],
  ])('refuses the folder %j', (folder, code) => {
    expect(codesOf(getFolderArgsSchema.safeParse({ funderId: 1, folder }))).toEqual([code]);
  });

  it.each([
    ['../x', 'fileName:SEPARATOR'],
    ['..', 'fileName:DOT_SEGMENT'],
    ['report%00.pdf\u0000.exe', 'fileName:CONTROL_CHARACTER'],
    ['/etc/passwd', 'fileName:SEPARATOR'],
    ['   ', 'fileName:EMPTY'],
    ['x'.repeat(256), 'fileName:TOO_LONG'],
  ])('refuses the file name %j', (fileName, code) => {
    expect(codesOf(uploadFileArgsSchema.safeParse({ funderId: 1, fileName }))).toEqual([code]);
  });

  it('keeps a literal %00 that is only text', () => {
    expect(uploadFileArgsSchema.parse({ funderId: 1, fileName: 'a%00b.pdf' }).fileName).toBe('a%00b.pdf');
  });

  it('needs a named folder to create or delete, never the root', () => {
    expect(codesOf(createFolderArgsSchema.safeParse({ funderId: 1, folder: '' }))).toEqual(['folder:EMPTY']);
    expect(codesOf(deleteFolderArgsSchema.safeParse({ funderId: 1, folder: '/' }))).toEqual([
      'folder:ABSOLUTE',
    ]);
    expect(createFolderArgsSchema.parse({ funderId: 1, folder: 'a/b' }).folder).toBe('/a/b');
  });

  it('leaves out what updateFile does not change', () => {
    expect(updateFileArgsSchema.parse({ id: '3' })).toEqual({ id: 3, name: null, folder: null });
    expect(updateFileArgsSchema.parse({ id: 3, folder: '' })).toEqual({ id: 3, name: null, folder: '/' });
  });

  it('reads updateFolder: a named folder, a one-segment name and a parent, the last two optional', () => {
    expect(updateFolderArgsSchema.parse({ funderId: '2', folder: 'a/b' })).toEqual({
      funderId: 2,
      folder: '/a/b',
      name: null,
      parent: null,
    });
    expect(updateFolderArgsSchema.parse({ funderId: 2, folder: 'a', name: ' 2025 ', parent: '' })).toEqual({
      funderId: 2,
      folder: '/a',
      name: '2025',
      parent: '/',
    });
    expect(codesOf(updateFolderArgsSchema.safeParse({ funderId: 2, folder: '' }))).toEqual(['folder:EMPTY']);
    expect(codesOf(updateFolderArgsSchema.safeParse({ funderId: 2, folder: 'a', name: 'x/y' }))).toEqual([
      'name:SEPARATOR',
    ]);
    expect(codesOf(updateFolderArgsSchema.safeParse({ funderId: 2, folder: 'a', name: '..' }))).toEqual([
      'name:DOT_SEGMENT',
    ]);
    expect(codesOf(updateFolderArgsSchema.safeParse({ funderId: 2, folder: 'a', parent: '../b' }))).toEqual([
      'parent:DOT_SEGMENT',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { breadcrumbOf, isAtOrBelow, joinFolderPath, movedPath, parentOf } from './folder-path.ts';

describe('folder paths on the documents screen', () => {
  it('joins a child under the root and below it', () => {
    expect(joinFolderPath('', 'Reports')).toBe('Reports');
    expect(joinFolderPath('2024', 'Reports')).toBe('2024/Reports');
    expect(joinFolderPath('2024', 'Q1/Notes/')).toBe('2024/Q1/Notes');
    expect(joinFolderPath('2024', '')).toBe('2024');
  });

  it('builds one crumb per folder with its full path', () => {
    expect(breadcrumbOf('')).toEqual([]);
    expect(breadcrumbOf('2024/Reports/Q1')).toEqual([
      { name: '2024', path: '2024' },
      { name: 'Reports', path: '2024/Reports' },
      { name: 'Q1', path: '2024/Reports/Q1' },
    ]);
  });

  it('finds the parent; the root has none', () => {
    expect(parentOf('2024/Reports')).toBe('2024');
    expect(parentOf('2024')).toBe('');
    expect(parentOf('')).toBeNull();
  });

  it('follows a moved folder: the folder itself and what lies below it, nothing else', () => {
    expect(isAtOrBelow('Reports', 'Reports')).toBe(true);
    expect(isAtOrBelow('Reports/Q1', 'Reports')).toBe(true);
    expect(isAtOrBelow('Reports 2024', 'Reports')).toBe(false);
    expect(movedPath('Reports/Q1', 'Reports', 'Archive/Reporting')).toBe('Archive/Reporting/Q1');
    expect(movedPath('Reports', 'Reports', 'Reporting')).toBe('Reporting');
    expect(movedPath('Reports 2024', 'Reports', 'Reporting')).toBe('Reports 2024');
  });
});

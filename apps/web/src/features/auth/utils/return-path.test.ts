import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

describe('the path sign-in returns to', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeReturnPath('/report-center?report=50')).toBe('/report-center?report=50');
    expect(safeReturnPath('/funder/51?application=177')).toBe('/funder/51?application=177');
    expect(safeReturnPath('/grants?status=AWARDED#top')).toBe('/grants?status=AWARDED#top');
    expect(safeReturnPath('/funder/51/documents?path=%2Freports%2F2026')).toBe(
      '/funder/51/documents?path=%2Freports%2F2026',
    );
  });

  it.each([
    ['//evil.example', 'protocol-relative'],
    ['//evil.example/dashboard', 'protocol-relative with a path'],
    ['/\\evil.example', 'a backslash read as a slash'],
    ['\\\\evil.example', 'two backslashes'],
    ['/\\/evil.example', 'slash, backslash, slash'],
    ['http://evil.example', 'an absolute address'],
    ['https:evil.example', 'a scheme without slashes'],
    ['javascript:alert(1)', 'a script address'],
    ['/%2F%2Fevil.example', 'encoded slashes'],
    ['/%2fevil.example', 'one lower-case encoded slash'],
    ['%2F%2Fevil.example', 'an encoded protocol-relative address'],
    ['/%5Cevil.example', 'an encoded backslash'],
    ['/%252F%252Fevil.example', 'twice-encoded slashes'],
    ['/%25252F%25252Fevil.example', 'thrice-encoded slashes'],
    ['/\tevil', 'a tab, which browsers drop'],
    ['/\n/evil.example', 'a newline, which browsers drop'],
    ['/%0A/evil.example', 'an encoded newline'],
    ['/%E0%A4%A', 'a broken escape'],
    ['dashboard', 'a relative path without a slash'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });

  it('refuses what is not text, or too long', () => {
    expect(safeReturnPath(undefined)).toBeUndefined();
    expect(safeReturnPath(42)).toBeUndefined();
    expect(safeReturnPath(['/dashboard'])).toBeUndefined();
    expect(safeReturnPath(`/${'a'.repeat(3000)}`)).toBeUndefined();
  });

  it('never returns to the sign-in page or the root', () => {
    expect(safeReturnPath('/login')).toBeUndefined();
    expect(safeReturnPath('/login?redirect=/dashboard')).toBeUndefined();
    expect(safeReturnPath('/')).toBeUndefined();
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeReturnPath('/a/../../evil.example')).toBe('/evil.example');
  });
});

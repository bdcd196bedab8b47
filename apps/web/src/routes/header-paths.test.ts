import { describe, expect, it } from 'vitest';
import { headerPathPattern } from './header-paths.ts';

describe('headerPathPattern', () => {
  const matches = (path: string) => new RegExp(headerPathPattern()).test(path);

  it('matches the pages with the header, parameters included', () => {
    for (const path of ['/dashboard', '/grants', '/grants/', '/funder/12', '/funder/12/documents', '/admin'])
      expect(matches(path), path).toBe(true);
  });

  it('leaves out the bare pages and unknown paths', () => {
    for (const path of [
      '/',
      '/login',
      '/register',
      '/reset-password',
      '/nowhere',
      '/funder/12/other',
      '/grantsx',
    ])
      expect(matches(path), path).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { readOAuthToken, readProviders } from './oauth-return.ts';

describe('readOAuthToken', () => {
  it('reads the fragment first', () => {
    expect(readOAuthToken('q', '#token=abc.def&provider=google')).toBe('abc.def');
  });

  it('falls back to the query', () => {
    expect(readOAuthToken('abc', '')).toBe('abc');
  });

  it('finds nothing on a plain login page', () => {
    expect(readOAuthToken(undefined, '')).toBeNull();
    expect(readOAuthToken('  ', '#provider=google')).toBeNull();
  });
});

describe('readProviders', () => {
  it('marks a provider off only when the server says so', () => {
    expect(readProviders({ google: true, microsoft: false })).toEqual({ google: true, microsoft: false });
    expect(readProviders(undefined)).toEqual({ google: true, microsoft: true });
  });
});

import { describe, expect, it } from 'vitest';
import { readProviders, returnedSignedIn } from './oauth-return.ts';

describe('returnedSignedIn', () => {
  it('sees the cookie sign-in in the fragment', () => {
    expect(returnedSignedIn('#session=cookie&provider=google')).toBe(true);
  });

  it('finds nothing on a plain login page, and never takes a token from the address', () => {
    expect(returnedSignedIn('')).toBe(false);
    expect(returnedSignedIn('#provider=google')).toBe(false);
    expect(returnedSignedIn('#token=abc.def&provider=google')).toBe(false);
  });
});

describe('readProviders', () => {
  it('marks a provider off only when the server says so', () => {
    expect(readProviders({ google: true, microsoft: false })).toEqual({ google: true, microsoft: false });
    expect(readProviders(undefined)).toEqual({ google: true, microsoft: true });
  });
});

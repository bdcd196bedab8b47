import { describe, expect, it } from 'vitest';
import { readCookie } from './auth-cookie.ts';

describe('readCookie', () => {
  it('finds the token among other cookies', () => {
    expect(readCookie('a=1; token=x.y%3D; b=2', 'token')).toBe('x.y=');
  });

  it('returns null when missing', () => {
    expect(readCookie('a=1', 'token')).toBeNull();
  });
});

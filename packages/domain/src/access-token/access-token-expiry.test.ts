import { describe, expect, it } from 'vitest';
import { accessTokenExpiry, isAccessTokenExpired } from './access-token-expiry.ts';

const now = new Date('2026-12-03T10:00:00.000Z');

describe('accessTokenExpiry', () => {
  it.each([
    [30, '2027-01-02T10:00:00.000Z'],
    [90, '2027-03-03T10:00:00.000Z'],
    [365, '2027-12-03T10:00:00.000Z'],
  ] as const)('%i days later', (days, expected) => {
    expect(accessTokenExpiry(now, days)?.toISOString()).toBe(expected);
  });

  it('never, for no lifetime', () => {
    expect(accessTokenExpiry(now, null)).toBeNull();
  });
});

describe('isAccessTokenExpired', () => {
  it.each([
    [null, false],
    [new Date(now.getTime() + 1), false],
    [now, true],
    [new Date(now.getTime() - 1), true],
  ] as const)('expires at %s → %s', (expiresAt, expired) => {
    expect(isAccessTokenExpired(expiresAt, now)).toBe(expired);
  });
});

import { describe, expect, it } from 'vitest';
import { toWireDate, wireDateInTimeZone } from './to-wire-date.ts';

describe('toWireDate', () => {
  it.each<[Date | string, string]>([
    ['2026-11-25', '2026-11-25'],
    [new Date('2026-11-25T00:00:00Z'), '2026-11-25'],
    [new Date('2026-11-25T23:59:59.999Z'), '2026-11-25'],
    [new Date('2026-11-25T23:30:00-05:00'), '2026-11-26'],
    [new Date('2024-02-29T12:00:00Z'), '2024-02-29'],
  ])('%j → %s (UTC, never the local zone)', (input, expected) => {
    expect(toWireDate(input)).toBe(expected);
  });

  it.each<[Date | string]>([['2026-02-30'], ['11/25/2026'], [new Date('invalid')]])('rejects %j', (input) => {
    expect(() => toWireDate(input)).toThrow(expect.objectContaining({ code: 'VALIDATION' }));
  });
});

describe('wireDateInTimeZone', () => {
  it.each([
    ['2026-11-26T03:00:00Z', 'America/New_York', '2026-11-25'],
    ['2026-11-26T03:00:00Z', 'UTC', '2026-11-26'],
    ['2026-11-25T15:00:00Z', 'Pacific/Auckland', '2026-11-26'],
    ['2026-12-31T23:30:00Z', 'Europe/Berlin', '2027-01-01'],
  ])('%s in %s is %s', (instant, zone, expected) => {
    expect(wireDateInTimeZone(new Date(instant), zone)).toBe(expected);
  });

  it.each([
    [new Date('x'), 'UTC'],
    [new Date(), 'Not/AZone'],
  ])('rejects %j / %s', (instant, zone) => {
    expect(() => wireDateInTimeZone(instant, zone)).toThrow(expect.objectContaining({ code: 'VALIDATION' }));
  });
});

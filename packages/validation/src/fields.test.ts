import { describe, expect, it } from 'vitest';
import { dollars, formatZipcode, id, isoDate, isValidPhone, optionalChoice } from './fields.ts';
import { messages } from './messages.ts';
import { issuesOf } from './test-helpers.ts';

describe('id', () => {
  it.each([
    [1, 1],
    ['42', 42],
    [' 7 ', 7],
    [2_147_483_647, 2_147_483_647],
  ])('reads %j as %j', (input, output) => {
    expect(id.parse(input)).toBe(output);
  });

  it.each([
    [undefined, messages.required],
    [null, messages.required],
    ['', messages.required],
    [0, messages.invalid],
    [-1, messages.invalid],
    [1.5, messages.invalid],
    ['1e3', messages.invalid],
    ['0x10', messages.invalid],
    [2_147_483_648, messages.invalid],
    [true, messages.invalid],
  ])('refuses %j', (input, message) => {
    expect(issuesOf(id, input)).toEqual([['', message]]);
  });
});

describe('dollars', () => {
  it.each([
    [0, 0],
    [1234.56, 1234.56],
    ['$1,234.56', 1234.56],
    [999_999_999.99, 999_999_999.99],
  ])('reads %j as %j', (input, output) => {
    expect(dollars.parse(input)).toBe(output);
  });

  it.each([
    ['', messages.required],
    [-0.01, messages.invalid],
    [1.001, messages.invalid],
    [1_000_000_000, 'This field should be smaller than 999999999.99.'],
  ])('refuses %j', (input, message) => {
    expect(issuesOf(dollars, input)).toEqual([['', message]]);
  });
});

describe('isoDate', () => {
  it('accepts yyyy-MM-dd only', () => {
    expect(issuesOf(isoDate, '2025-06-15')).toEqual([]);
    expect(issuesOf(isoDate, '15/06/2025')).toEqual([['', messages.invalid]]);
    expect(issuesOf(isoDate, '')).toEqual([['', messages.required]]);
  });
});

describe('phone and zipcode helpers', () => {
  it.each([
    ['(555) 123-4567', true],
    ['555.123.4567', true],
    ['1-555-123-4567', true],
    ['(155) 123-4567', true],
    ['(055) 123-4567', false],
    ['1-055-123-4567', false],
    ['123-4567', false],
  ])('%j valid: %s', (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid);
  });

  it.each([
    ['12345', '12345'],
    ['123456789', '12345-6789'],
    ['12345-67890', '12345-6789'],
    ['ab123', '123'],
  ])('masks the zipcode %j as %j', (input, output) => {
    expect(formatZipcode(input)).toBe(output);
  });
});

describe('optionalChoice', () => {
  const answer = optionalChoice(['YES', 'NO'] as const);
  it.each([
    ['', null],
    [null, null],
    [undefined, null],
    ['YES', 'YES'],
  ])('reads %j as %j', (input, output) => {
    expect(answer.parse(input)).toBe(output);
  });
});

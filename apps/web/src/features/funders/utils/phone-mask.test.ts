import { formatZipcode } from '@grantflow/validation/fields';
import { describe, expect, it } from 'vitest';
import { maskPhone } from './phone-mask.ts';

describe('maskPhone', () => {
  it.each([
    ['', ''],
    ['2', '(2'],
    ['212', '(212'],
    ['2125', '(212) 5'],
    ['2125551234', '(212) 555-1234'],
    ['(212) 555-12345', '(212) 555-1234'],
    ['0212', '(212'],
    ['abc', ''],
  ])('%s → %s', (typed, masked) => {
    expect(maskPhone(typed)).toBe(masked);
  });
});

describe('zipcode mask', () => {
  it.each([
    ['12345', '12345'],
    ['123456789', '12345-6789'],
    ['12a34-5678', '12345-678'],
  ])('%s → %s', (typed, masked) => {
    expect(formatZipcode(typed)).toBe(masked);
  });
});

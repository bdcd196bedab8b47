import { describe, expect, it } from 'vitest';
import { DomainError } from './errors.ts';
import { FieldChecker } from './field-checker.ts';

function errorsOf(run: (check: FieldChecker) => void): Readonly<Record<string, string>> | undefined {
  const check = new FieldChecker();
  run(check);
  try {
    check.throwIfAny();
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).message).toBe('Please fill all fields');
    return (error as DomainError).details;
  }
}

describe('FieldChecker', () => {
  it.each<[string, (check: FieldChecker) => void, Record<string, string> | undefined]>([
    ['valid date', (c) => c.date('d', '2026-01-01'), undefined],
    ['missing date', (c) => c.date('d', null), { d: 'This field is required.' }],
    ['empty date', (c) => c.date('d', ''), { d: 'This field is required.' }],
    ['bad date', (c) => c.date('d', '2026-02-30'), { d: 'This field is invalid.' }],
    ['absent optional date', (c) => c.optionalDate('d', undefined), undefined],
    ['bad optional date', (c) => c.optionalDate('d', 'x'), { d: 'This field is invalid.' }],
    ['zero amount', (c) => c.amount('a', 0), undefined],
    ['missing amount', (c) => c.amount('a', null), { a: 'This field is required.' }],
    ['negative amount', (c) => c.amount('a', -1), { a: 'This field is invalid.' }],
    ['fractional amount', (c) => c.amount('a', 0.5), { a: 'This field is invalid.' }],
    ['text', (c) => c.text('t', ' x '), undefined],
    ['blank text', (c) => c.text('t', '  '), { t: 'This field is required.' }],
    ['explicit failure', (c) => c.fail('f', 'nope'), { f: 'nope' }],
    [
      'several at once',
      (c) => {
        c.date('d', null);
        c.text('t', undefined);
      },
      { d: 'This field is required.', t: 'This field is required.' },
    ],
  ])('%s', (_name, run, expected) => {
    expect(errorsOf(run)).toEqual(expected);
  });

  it.each([
    [' x ', 'x'],
    [null, ''],
  ])('text(%j) returns %j', (value, expected) => {
    expect(new FieldChecker().text('t', value)).toBe(expected);
  });
});

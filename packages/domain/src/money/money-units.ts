import { DomainError } from '../shared/errors.ts';
import { MAX_CENTS } from './money-math.ts';

const DECIMAL = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/** Integer cents → dollars as GraphQL/REST carry them. Division by 100 is correctly rounded, so 1234 → 12.34. */
export function centsToDollars(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new DomainError('VALIDATION', 'Cents must be a safe integer');
  return cents / 100;
}

/**
 * Dollars → integer cents, rounding half away from zero at the third decimal of the number's shortest decimal
 * form (the one JavaScript prints), so 1.005 → 101 and 0.1 + 0.2 → 30, where Math.round(x * 100) would drift.
 */
export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new DomainError('VALIDATION', 'Invalid amount');
  const match = DECIMAL.exec(String(Math.abs(dollars)));
  if (!match) throw new DomainError('VALIDATION', 'Invalid amount');
  const [, integerDigits = '', fractionDigits = '', exponent = '0'] = match;
  let digits = integerDigits + fractionDigits;
  // Position of the decimal point once the value is expressed in cents.
  let point = integerDigits.length + Number(exponent) + 2;
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  digits = digits.padEnd(point, '0');
  const whole = BigInt(digits.slice(0, point));
  const cents = digits.charAt(point) >= '5' ? whole + 1n : whole;
  if (cents > MAX_CENTS) throw new DomainError('VALIDATION', 'Amount out of range');
  const result = Number(cents);
  return dollars < 0 && result !== 0 ? -result : result;
}

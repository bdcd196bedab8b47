import { DomainError } from '../shared/errors.ts';

// Internal helpers: money arithmetic goes through BigInt so that no amount up to Number.MAX_SAFE_INTEGER
// cents ever meets floating-point rounding.
export const MAX_CENTS = BigInt(Number.MAX_SAFE_INTEGER);

export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function requireCents(cents: number): bigint {
  if (!Number.isFinite(cents)) throw new DomainError('VALIDATION', 'Invalid amount');
  // Display helpers tolerate a fractional cent (e.g. an average) by rounding it half away from zero.
  const whole = Math.sign(cents) * Math.round(Math.abs(cents));
  if (!Number.isSafeInteger(whole)) throw new DomainError('VALIDATION', 'Amount out of range');
  return BigInt(whole);
}

/** |cents| rounded to whole dollars, half up. */
export function roundedDollars(absCents: bigint): bigint {
  return (absCents + 50n) / 100n;
}

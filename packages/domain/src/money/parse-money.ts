import { MAX_CENTS } from './money-math.ts';

const PLAIN_INTEGER = /^\d+$/;
const GROUPED_INTEGER = /^\d{1,3}(?:,\d{3})+$/;
const DECIMALS = /^\d{0,2}$/;

/**
 * Parses a typed amount into integer cents (docs/product.md, Money and dates): an optional leading '$', spaces, ',' as thousands separator
 * (in proper groups of three), '.' as decimal point with at most two decimals. Returns null for blank text,
 * negatives, letters, a third decimal (rejected rather than silently rounded), misplaced commas, or more than
 * Number.MAX_SAFE_INTEGER cents. A trailing point ('12.') and a bare fraction ('.5') are accepted because the
 * input mask produces them while typing.
 */
export function parseMoney(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  let value = text.trim();
  if (value.startsWith('$')) value = value.slice(1);
  value = value.replace(/\s+/g, '');
  const parts = value.split('.');
  if (parts.length > 2) return null;
  const [integerPart = '', decimalPart] = parts;
  if (integerPart === '' && !decimalPart) return null;
  if (integerPart !== '' && !PLAIN_INTEGER.test(integerPart) && !GROUPED_INTEGER.test(integerPart))
    return null;
  if (decimalPart !== undefined && !DECIMALS.test(decimalPart)) return null;
  const cents =
    BigInt(integerPart.replaceAll(',', '') || '0') * 100n + BigInt((decimalPart ?? '').padEnd(2, '0'));
  return cents > MAX_CENTS ? null : Number(cents);
}

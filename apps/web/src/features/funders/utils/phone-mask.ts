const PHONE_DIGITS = 10;

/**
 * The phone mask (NXX) XXX-XXXX (docs/product.md, Validation) applied as the user types: digits only, the first one 1-9 (leading
 * zeros are dropped), ten at most. Separators appear only once a digit follows them, so deleting works.
 */
export function maskPhone(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '').slice(0, PHONE_DIGITS);
  if (digits === '') return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  if (digits.length <= 3) return `(${area}`;
  if (digits.length <= 6) return `(${area}) ${exchange}`;
  return `(${area}) ${exchange}-${line}`;
}

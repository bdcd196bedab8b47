import { MONEY_INPUT } from '../constants/limits.ts';
import { groupThousands } from './money-math.ts';
import { sanitizeMoneyInput } from './sanitize-money-input.ts';

/**
 * Masks a money input as the user types (docs/product.md, Money and dates): '$' prefix, thousands separators, at most 2 decimals and 9
 * integer digits (extra digits are dropped), no sign, no leading zeros. Only the first '.' counts. Blank in,
 * blank out; otherwise the result always parses with parseMoney, and masking twice changes nothing.
 */
export function maskMoneyInput(text: string): string {
  const clean = sanitizeMoneyInput(text);
  if (clean === '') return '';
  const point = clean.indexOf('.');
  const integerDigits = point === -1 ? clean : clean.slice(0, point);
  const decimals =
    point === -1
      ? undefined
      : clean
          .slice(point + 1)
          .replaceAll('.', '')
          .slice(0, MONEY_INPUT.maxDecimals);
  const integer = integerDigits.replace(/^0+(?=\d)/, '').slice(0, MONEY_INPUT.maxIntegerDigits) || '0';
  return `$${groupThousands(integer)}${decimals === undefined ? '' : `.${decimals}`}`;
}

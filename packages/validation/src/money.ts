// Money text as typed in the $-masked inputs (docs/product.md, Money and dates). Parsing itself is the domain's
// (`parseMoney`, integer cents, no float rounding); this file adds what forms need around it.
import { centsToDollars } from '@grantflow/domain/money/money-units';
import { parseMoney as parseMoneyText } from '@grantflow/domain/money/parse-money';
import { sanitizeMoneyInput } from '@grantflow/domain/money/sanitize-money-input';

/** What the program goal input keeps of the typed text: digits and the dot. */
export const stripMoneyInput = sanitizeMoneyInput;

/** True when nothing but the mask's decoration ('$', ',', spaces) was typed. */
export function isBlankMoney(value: string | number | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return false;
  return value.replace(/[$,\s]/g, '') === '';
}

/** '$1,234.56' or 1234.56 -> 123456. Null for anything but a non-negative amount with ≤ 2 decimals. */
export function parseMoneyToCents(value: string | number): number | null {
  if (typeof value === 'string') return parseMoneyText(value);
  if (!Number.isFinite(value) || value < 0) return null;
  const cents = Math.round(value * 100);
  // Reject sub-cent precision instead of silently rounding it away.
  return Math.abs(cents - value * 100) < 1e-6 && Number.isSafeInteger(cents) ? cents : null;
}

/** '$1,234.56' -> 1234.56 (dollars), or null when the text is not an amount. */
export function parseMoney(value: string | number): number | null {
  const cents = parseMoneyToCents(value);
  return cents === null ? null : centsToDollars(cents);
}

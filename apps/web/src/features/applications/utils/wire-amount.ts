import { maskMoneyInput } from '@grantflow/domain/money/mask-money-input';
import { centsToDollars, dollarsToCents } from '@grantflow/domain/money/money-units';
import { parseMoney } from '@grantflow/domain/money/parse-money';

// The GraphQL API carries amounts as dollars (Float); the domain rules work in integer cents. These are the
// only places the web converts between them.

/** Masked input text → integer cents, or null when blank or not an amount. */
export function inputToCents(text: string | null | undefined): number | null {
  return parseMoney(text ?? '');
}

/** Dollars from the API → the masked text a MoneyInput shows ('' for none). */
export function dollarsToInput(dollars: number | null | undefined): string {
  if (dollars === null || dollars === undefined) return '';
  const cents = dollarsToCents(dollars);
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return maskMoneyInput(rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`);
}

/** Dollars from the API → cents for display helpers (formatMoney). */
export function wireToCents(dollars: number | null | undefined): number | null {
  return dollars === null || dollars === undefined ? null : dollarsToCents(dollars);
}

export const centsToWire = centsToDollars;

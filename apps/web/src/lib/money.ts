import { maskMoneyInput } from '@grantflow/domain/money/mask-money-input';
import { centsToDollars, dollarsToCents } from '@grantflow/domain/money/money-units';
import { parseMoney } from '@grantflow/domain/money/parse-money';
import { formatAmount } from './format.ts';

// GraphQL carries amounts as dollars (Float, contracts §1); the domain rules format, parse and check integer
// cents. This is the only place the web converts between them.

/** '$0,0' (§9) in the current language (lib/format.ts) for a dollar amount from the API; none reads as $0. */
export function formatDollars(dollars: number | null | undefined): string {
  return formatAmount(dollars ?? 0);
}

/** Dollars from the API → the masked text a MoneyInput shows, e.g. 1234.5 → '$1,234.50' ('' for none). */
export function dollarsToMoneyInput(dollars: number | null | undefined): string {
  if (dollars === null || dollars === undefined) return '';
  const cents = dollarsToCents(dollars);
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return maskMoneyInput(rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`);
}

/** Masked input text → integer cents, or null when blank or not an amount. */
export function inputToCents(text: string | null | undefined): number | null {
  return parseMoney(text ?? '');
}

/** Masked input text → dollars for the API, or null when blank or not an amount. */
export function moneyInputToDollars(text: string): number | null {
  const cents = inputToCents(text);
  return cents === null ? null : centsToDollars(cents);
}

/** Integer cents → dollars as the API carries them. */
export const centsToWire = centsToDollars;

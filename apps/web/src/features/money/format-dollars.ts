import { formatMoney } from '@grantflow/domain/money/format-money';
import { maskMoneyInput } from '@grantflow/domain/money/mask-money-input';
import { parseMoney } from '@grantflow/domain/money/parse-money';

// GraphQL carries dollars (contracts §1); the domain formats and parses integer cents.

/** '$0,0' (§9) for a dollar amount from the API; null or undefined reads as $0. */
export function formatDollars(dollars: number | null | undefined): string {
  return formatMoney(Math.round((dollars ?? 0) * 100));
}

/** The masked input text for an amount from the API, e.g. 1234.5 → '$1,234.50'. */
export function dollarsToMoneyInput(dollars: number | null | undefined): string {
  if (dollars === null || dollars === undefined) return '';
  const cents = Math.round(dollars * 100);
  const whole = Math.trunc(cents / 100);
  const rest = cents % 100;
  return maskMoneyInput(rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`);
}

/** A masked input text read as dollars; null when blank or not money. */
export function moneyInputToDollars(text: string): number | null {
  const cents = parseMoney(text);
  return cents === null ? null : cents / 100;
}

import { formatAmount, formatDate } from './format.ts';

/** A yyyy-MM-dd value in the current language's date format (lib/format.ts); an en dash for none. */
export function displayDate(date: string | null | undefined): string {
  return formatDate(date);
}

/** Dollars in the current language's money format (lib/format.ts); an en dash for none. */
export function displayMoney(dollars: number | null | undefined): string {
  return formatAmount(dollars);
}

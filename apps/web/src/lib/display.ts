import { toDisplayDate } from '@grantflow/domain/dates/display-date';
import { formatDollars } from './money.ts';

/** MM/dd/yyyy (§5) for a yyyy-MM-dd value; an en dash for none. */
export function displayDate(date: string | null | undefined): string {
  return date ? toDisplayDate(date.slice(0, 10)) : '–';
}

export function displayMoney(dollars: number | null | undefined): string {
  return dollars === null || dollars === undefined ? '–' : formatDollars(dollars);
}

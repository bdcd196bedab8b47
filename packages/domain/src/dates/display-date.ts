import { formatWireDate, isValidCalendarDate, requireWireDate, type WireDate } from './calendar-date.ts';

// Dates are shown and picked as MM/dd/yyyy (docs/product.md, Money and dates) while the wire keeps yyyy-MM-dd.
const DISPLAY_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

export function toDisplayDate(date: WireDate): string {
  const { year, month, day } = requireWireDate(date);
  return `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/${String(year).padStart(4, '0')}`;
}

/** '11/25/2026' → '2026-11-25'; null for text that is not a real MM/dd/yyyy date (e.g. 02/30/2026). */
export function parseDisplayDate(text: string): WireDate | null {
  const match = DISPLAY_DATE.exec(text.trim());
  if (!match) return null;
  const date = { month: Number(match[1]), day: Number(match[2]), year: Number(match[3]) };
  return isValidCalendarDate(date) ? formatWireDate(date) : null;
}

import { isWireDate, type WireDate } from '@grantflow/domain/dates/calendar-date';
import { daysBetween } from '@grantflow/domain/dates/date-arithmetic';

/** Two weeks or less to the close date reads as "closing soon". */
export const CLOSING_SOON_DAYS = 14;

export type CloseUrgency = 'overdue' | 'soon' | 'open';

export interface DaysLeft {
  /** Whole days from today to the close date: 0 on the day itself, negative once it has passed. */
  days: number;
  urgency: CloseUrgency;
}

/** Today where the browser is, as yyyy-MM-dd (the close date is a calendar day, not an instant). */
export function localToday(now: Date = new Date()): WireDate {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * How long applications stay open; null without a (readable) close date. The close day itself still
 * counts as open, as a deadline of today is due and not overdue (docs/product.md, Deadlines).
 */
export function daysLeft(closeDate: string | null | undefined, today: WireDate): DaysLeft | null {
  if (!isWireDate(closeDate)) return null;
  const days = daysBetween(today, closeDate);
  const urgency: CloseUrgency = days < 0 ? 'overdue' : days <= CLOSING_SOON_DAYS ? 'soon' : 'open';
  return { days, urgency };
}

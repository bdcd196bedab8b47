import { requireWireDate, type WireDate } from '@grantflow/domain/dates/calendar-date';
import type { MonthRef, Weekday } from './month-grid.ts';

// Names of months, weekdays and days follow the chosen language (docs/architecture.md, Screens); the dates stay wire dates.
// Formatting in UTC keeps a calendar day the same day whatever the browser's zone.

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

export function monthTitle({ year, month }: MonthRef, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utc(year, month, 1),
  );
}

export function weekdayName(weekday: Weekday, locale: string, width: 'short' | 'long'): string {
  // 1 January 2023 was a Sunday.
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(
    utc(2023, 1, 1 + weekday),
  );
}

export function longDate(date: WireDate, locale: string): string {
  const { year, month, day } = requireWireDate(date);
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utc(year, month, day));
}

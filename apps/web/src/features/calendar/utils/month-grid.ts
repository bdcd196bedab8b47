import {
  daysInMonth,
  formatWireDate,
  fromDayNumber,
  requireWireDate,
  toDayNumber,
  type WireDate,
} from '@grantflow/domain/dates/calendar-date';

// The month view's weeks: whole weeks from the one holding the 1st to the one holding the last day, so
// the first and last rows show days of the neighbouring months. Pure day numbers: no time zones.

/** month is 1–12. */
export interface MonthRef {
  readonly year: number;
  readonly month: number;
}

/** 0 = Sunday … 6 = Saturday (as Date#getDay). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface GridDay {
  readonly date: WireDate;
  readonly day: number;
  readonly weekday: Weekday;
  /** False for the neighbouring months' days that fill the first and last weeks. */
  readonly inMonth: boolean;
}

export interface MonthGrid {
  readonly month: MonthRef;
  readonly weeks: readonly (readonly GridDay[])[];
  /** First and last day shown (the calendarDeadlines range). */
  readonly start: WireDate;
  readonly end: WireDate;
}

const dayNumber = (date: WireDate) => toDayNumber(requireWireDate(date));
const wire = (n: number) => formatWireDate(fromDayNumber(n));

/** 1970-01-01 (day 0) was a Thursday. */
function weekdayOfDayNumber(n: number): Weekday {
  return ((((n + 4) % 7) + 7) % 7) as Weekday;
}

export function weekdayOf(date: WireDate): Weekday {
  return weekdayOfDayNumber(dayNumber(date));
}

export function monthOf(date: WireDate): MonthRef {
  const { year, month } = requireWireDate(date);
  return { year, month };
}

export function shiftMonth({ year, month }: MonthRef, delta: number): MonthRef {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

export function sameMonth(a: MonthRef, b: MonthRef): boolean {
  return a.year === b.year && a.month === b.month;
}

/** 'yyyy-MM', the form the address keeps (?month=2026-11). */
export function formatMonthParam({ year, month }: MonthRef): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

export function parseMonthParam(value: unknown): MonthRef | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return year >= 1900 && year <= 9999 && month >= 1 && month <= 12 ? { year, month } : undefined;
}

export function buildMonthGrid(month: MonthRef, weekStartsOn: Weekday = 0): MonthGrid {
  const first = dayNumber(formatWireDate({ ...month, day: 1 }));
  const last = first + daysInMonth(month.year, month.month) - 1;
  const start = first - ((weekdayOfDayNumber(first) - weekStartsOn + 7) % 7);
  const end = last + ((weekStartsOn + 6 - weekdayOfDayNumber(last) + 7) % 7);
  const weeks: GridDay[][] = [];
  for (let n = start; n <= end; n += 1) {
    if ((n - start) % 7 === 0) weeks.push([]);
    const date = fromDayNumber(n);
    weeks[weeks.length - 1]?.push({
      date: formatWireDate(date),
      day: date.day,
      weekday: weekdayOfDayNumber(n),
      inMonth: date.year === month.year && date.month === month.month,
    });
  }
  return { month, weeks, start: wire(start), end: wire(end) };
}

/** Weekday order of the header row. */
export function weekdayOrder(weekStartsOn: Weekday): Weekday[] {
  return Array.from({ length: 7 }, (_, i) => ((weekStartsOn + i) % 7) as Weekday);
}

export const GRID_KEYS = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
] as const;
export type GridKey = (typeof GRID_KEYS)[number];

export function isGridKey(key: string): key is GridKey {
  return (GRID_KEYS as readonly string[]).includes(key);
}

/** Same day of another month, clamped to its length (Jan 31 → Feb 28). */
function shiftDateByMonths(date: WireDate, delta: number): WireDate {
  const { day, ...month } = requireWireDate(date);
  const target = shiftMonth(month, delta);
  return formatWireDate({ ...target, day: Math.min(day, daysInMonth(target.year, target.month)) });
}

/**
 * The day a key moves the focus to (the WAI-ARIA date-grid keys): arrows by a day or a week, Home/End to
 * the week's first or last day, PageUp/PageDown by a month. The caller changes month when it leaves the grid.
 */
export function moveDate(date: WireDate, key: GridKey, weekStartsOn: Weekday = 0): WireDate {
  const n = dayNumber(date);
  const offsetInWeek = (weekdayOfDayNumber(n) - weekStartsOn + 7) % 7;
  switch (key) {
    case 'ArrowLeft':
      return wire(n - 1);
    case 'ArrowRight':
      return wire(n + 1);
    case 'ArrowUp':
      return wire(n - 7);
    case 'ArrowDown':
      return wire(n + 7);
    case 'Home':
      return wire(n - offsetInWeek);
    case 'End':
      return wire(n + 6 - offsetInWeek);
    case 'PageUp':
      return shiftDateByMonths(date, -1);
    case 'PageDown':
      return shiftDateByMonths(date, 1);
  }
}

/** Where the focus lands in a newly shown month: today if it is in it, else the 1st. */
export function initialFocusDate(month: MonthRef, today: WireDate): WireDate {
  return sameMonth(monthOf(today), month) ? today : formatWireDate({ ...month, day: 1 });
}

// The period navigators of the pipeline (month / year / all) and the report center (all / year).
import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import { formatDate } from '../../../lib/format.ts';

// Pure so the ranges they send as startAt/endAt are tested without a browser.

export const PERIOD_MODES = ['NEXT_90', 'MONTH', 'YEAR', 'ALL'] as const;
export type PeriodMode = (typeof PERIOD_MODES)[number];

export interface Period {
  mode: PeriodMode;
  year: number;
  /** 1..12; only read in MONTH mode. */
  month: number;
  /** yyyy-MM-dd the period was opened on; NEXT_90 runs from it to 90 days later. */
  today?: string;
}

/** The header's "Next 90 Days" (docs/product.md, Screens and routes): today … today + 90 days. */
export const NEXT_DAYS = 90;

export interface PeriodRange {
  /** Inclusive first day, yyyy-MM-dd. */
  startAt: string;
  /** Inclusive last day, yyyy-MM-dd. */
  endAt: string;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC keeps the local zone out of it.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The period containing `today` (yyyy-MM-dd) in the given mode. */
export function periodContaining(mode: PeriodMode, today: string): Period {
  return { mode, year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)), today };
}

/** Filters to send: null for ALL (no date bounds). */
export function periodRange(period: Period): PeriodRange | null {
  const { mode, year, month } = period;
  if (mode === 'ALL') return null;
  if (mode === 'NEXT_90') {
    const start = period.today ?? `${pad(year, 4)}-${pad(month)}-01`;
    return { startAt: start, endAt: addDays(start, NEXT_DAYS) };
  }
  if (mode === 'YEAR') return { startAt: `${pad(year, 4)}-01-01`, endAt: `${pad(year, 4)}-12-31` };
  return {
    startAt: `${pad(year, 4)}-${pad(month)}-01`,
    endAt: `${pad(year, 4)}-${pad(month)}-${pad(daysInMonth(year, month))}`,
  };
}

/** ALL and the next 90 days have no neighbours. */
export function isNavigable(mode: PeriodMode): boolean {
  return mode === 'MONTH' || mode === 'YEAR';
}

/** Previous (-1) or next (+1) period; ALL and NEXT_90 have no neighbours. */
export function shiftPeriod(period: Period, delta: number): Period {
  if (!isNavigable(period.mode)) return period;
  if (period.mode === 'YEAR') return { ...period, year: period.year + delta };
  const index = period.year * 12 + (period.month - 1) + delta;
  return { ...period, year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Switching mode keeps the year (and month) the user was looking at. */
export function changePeriodMode(period: Period, mode: PeriodMode): Period {
  return { ...period, mode };
}

/** 'November 2026', '2026', the NEXT_90 dates or '' (ALL), in the display language. */
export function periodLabel(period: Period, locale: string): string {
  if (period.mode === 'ALL') return '';
  if (period.mode === 'NEXT_90') {
    const range = periodRange(period);
    return range ? `${formatDate(range.startAt, locale)} – ${formatDate(range.endAt, locale)}` : '';
  }
  if (period.mode === 'YEAR') return String(period.year);
  const date = new Date(Date.UTC(period.year, period.month - 1, 1));
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

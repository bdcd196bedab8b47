import { isWireDate } from '@grantflow/domain/dates/calendar-date';

// Dates travel as yyyy-MM-dd (docs/product.md, Money and dates). Because those strings sort like the dates they name,
// "not in the future" is a string comparison against today's yyyy-MM-dd.

// Pickers may hand over a date with a time ('2024-05-01 00:00:00'); only the day counts.
const ISO_DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A real calendar date written yyyy-MM-dd (the domain's wire-date rule). */
export function isIsoDate(value: string): boolean {
  return isWireDate(value);
}

export type DateReading = { kind: 'blank' } | { kind: 'invalid' } | { kind: 'date'; date: string };

/** Reads a form's date value (yyyy-MM-dd string, a picker's Date, empty or null). */
export function readDate(value: unknown): DateReading {
  if (value === null || value === undefined) return { kind: 'blank' };
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return { kind: 'invalid' };
    // A picked Date means the day the user saw in their own calendar.
    return { kind: 'date', date: formatLocalDate(value) };
  }
  if (typeof value !== 'string') return { kind: 'invalid' };
  const trimmed = value.trim();
  if (trimmed === '') return { kind: 'blank' };
  const day = ISO_DATE_PREFIX.exec(trimmed)?.[1];
  return day !== undefined && isIsoDate(day) ? { kind: 'date', date: day } : { kind: 'invalid' };
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

export function formatLocalDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function yearOf(isoDate: string): number {
  return Number(isoDate.slice(0, 4));
}

/** Today's yyyy-MM-dd in the browser's own time zone. */
export function localToday(now: Date = new Date()): string {
  return formatLocalDate(now);
}

/**
 * The latest calendar date anywhere on Earth (UTC+14). Servers pass this as `today` so that a
 * user whose local day is already tomorrow relative to UTC is not refused.
 */
export function latestToday(now: Date = new Date()): string {
  const shifted = new Date(now.getTime() + 14 * 60 * 60 * 1000);
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

export interface TodayOptions {
  /** The current date as yyyy-MM-dd; rules such as "not in the future" compare against it. */
  today: string;
}

export function assertToday(options: TodayOptions): string {
  if (!isIsoDate(options.today)) throw new TypeError(`today must be yyyy-MM-dd, got '${options.today}'`);
  return options.today;
}

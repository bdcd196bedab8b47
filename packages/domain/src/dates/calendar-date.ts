import { DomainError } from '../shared/errors.ts';
import { FIELD_ISSUES } from '../shared/issue-codes.ts';

/** A plain calendar date on the wire and inside the domain: 'yyyy-MM-dd', no time, no zone. */
export type WireDate = string;

export interface CalendarDate {
  year: number;
  month: number; // 1..12
  day: number; // 1..31
}

const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isValidCalendarDate({ year, month, day }: CalendarDate): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

export function parseWireDate(text: string): CalendarDate | null {
  const match = WIRE_DATE.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidCalendarDate(date) ? date : null;
}

export function isWireDate(text: unknown): text is WireDate {
  return typeof text === 'string' && parseWireDate(text) !== null;
}

/** Like parseWireDate, but a malformed date is a VALIDATION error (used on inputs that must be valid). */
export function requireWireDate(text: string, field = 'date'): CalendarDate {
  const date = parseWireDate(text);
  if (!date)
    throw new DomainError('VALIDATION', `Invalid ${field}: expected yyyy-MM-dd`, {
      details: { [field]: FIELD_ISSUES.invalid },
      issue: FIELD_ISSUES.invalid,
    });
  return date;
}

export function formatWireDate({ year, month, day }: CalendarDate): WireDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// Integer day numbers (days since 1970-01-01, proleptic Gregorian) make date arithmetic exact and free of
// time zones and daylight-saving jumps. Algorithm: Howard Hinnant, "chrono-Compatible Low-Level Date Algorithms".
export function toDayNumber({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function fromDayNumber(dayNumber: number): CalendarDate {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

import type { WireDate } from './calendar-date.ts';

// SECURITY 22: every date on the wire lies in this range. Wider years are real calendar dates, but no
// grant, report or fiscal year of a non-profit needs them, and stored years such as 0001 or 10000
// break fiscal-year arithmetic (year 0000) and PostgreSQL's text form. packages/validation applies the
// rule to every input; the repositories use the same bounds to ignore rows stored before the rule.

export const WIRE_DATE_MIN: WireDate = '1900-01-01';
export const WIRE_DATE_MAX: WireDate = '2200-12-31';
export const WIRE_YEAR_MIN = 1900;
export const WIRE_YEAR_MAX = 2200;

/** Whether a valid yyyy-MM-dd date lies in the range (yyyy-MM-dd strings sort like the dates they name). */
export function isWithinWireRange(date: WireDate): boolean {
  return date.length === 10 && date >= WIRE_DATE_MIN && date <= WIRE_DATE_MAX;
}

import { DomainError } from '../shared/errors.ts';
import { FIELD_ISSUES } from '../shared/issue-codes.ts';
import { formatWireDate, parseWireDate, type WireDate } from './calendar-date.ts';

/** A day given either as a wire date or as an instant. */
export type DateInput = Date | WireDate;

/**
 * Normalises a day to 'yyyy-MM-dd'. A Date is read in UTC, never in the machine's local zone, so the same
 * instant gives the same day on every server; a caller that means "today where the user is" passes a
 * wire date computed with `wireDateInTimeZone`.
 */
export function toWireDate(date: DateInput): WireDate {
  if (typeof date === 'string') {
    const parsed = parseWireDate(date);
    if (!parsed)
      throw new DomainError('VALIDATION', 'Invalid date: expected yyyy-MM-dd', {
        details: { date: FIELD_ISSUES.invalid },
        issue: FIELD_ISSUES.invalid,
      });
    return formatWireDate(parsed);
  }
  if (Number.isNaN(date.getTime())) throw new DomainError('VALIDATION', 'Invalid date');
  return formatWireDate({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  });
}

/** The calendar day of an instant in an IANA time zone (e.g. 'America/New_York'). */
export function wireDateInTimeZone(instant: Date, timeZone: string): WireDate {
  if (Number.isNaN(instant.getTime())) throw new DomainError('VALIDATION', 'Invalid date');
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(instant);
  } catch (cause) {
    throw new DomainError('VALIDATION', `Unknown time zone: ${timeZone}`, { cause });
  }
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return formatWireDate({ year: part('year'), month: part('month'), day: part('day') });
}

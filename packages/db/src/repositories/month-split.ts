import { daysInMonth, formatWireDate, requireWireDate } from '@grantflow/domain/dates/calendar-date';
import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import type { DateRange } from './shared.ts';

// A date range read from month summaries: the whole calendar months inside it come from the summary rows,
// the days before the first and after the last whole month (a fiscal year starting mid-month, a cut-off
// such as did-not-respond) from the base rows. A range of whole months has no edges.

export interface InclusiveDays {
  start: string;
  end: string;
}

export interface MonthSplit {
  /** First days of the first and last whole month (null: the range is open on that side); null when none. */
  months: { from: string | null; to: string | null } | null;
  /** The days outside whole months, inclusive; at most two. */
  edges: InclusiveDays[];
}

const firstOfMonth = (date: string) => formatWireDate({ ...requireWireDate(date), day: 1 });

function firstOfNextMonth(date: string): string {
  const { year, month } = requireWireDate(date);
  return month === 12
    ? formatWireDate({ year: year + 1, month: 1, day: 1 })
    : formatWireDate({ year, month: month + 1, day: 1 });
}

function firstOfPreviousMonth(date: string): string {
  const { year, month } = requireWireDate(date);
  return month === 1
    ? formatWireDate({ year: year - 1, month: 12, day: 1 })
    : formatWireDate({ year, month: month - 1, day: 1 });
}

const isLastOfMonth = (date: string) => {
  const { year, month, day } = requireWireDate(date);
  return day === daysInMonth(year, month);
};

export function splitByMonth(range: DateRange): MonthSplit {
  const start = range.start || null;
  const end = range.end || null;
  if (start !== null && end !== null && start > end) return { months: null, edges: [] };
  const from = start === null ? null : requireWireDate(start).day === 1 ? start : firstOfNextMonth(start);
  const to = end === null ? null : isLastOfMonth(end) ? firstOfMonth(end) : firstOfPreviousMonth(end);
  if (from !== null && to !== null && from > to) {
    // No whole month inside: all of it is one edge (both sides are bounded here).
    return { months: null, edges: [{ start: start as string, end: end as string }] };
  }
  const edges: InclusiveDays[] = [];
  if (start !== null && from !== null && start !== from) edges.push({ start, end: addDays(from, -1) });
  if (end !== null && !isLastOfMonth(end)) edges.push({ start: firstOfMonth(end), end });
  return { months: { from, to }, edges };
}

import { addDays } from '../dates/date-arithmetic.ts';

/**
 * "Closing in the next N days" as a close-date range (the MCP tool search_opportunities): from today to
 * today + N, narrowed by an explicit range when one is given too (both bounds hold). Without N the range
 * stays as given.
 */
export function closingWindow(
  today: string,
  withinDays: number | null | undefined,
  range: { closeFrom: string | null; closeTo: string | null },
): { closeFrom: string | null; closeTo: string | null } {
  if (!withinDays) return range;
  const end = addDays(today, withinDays);
  return {
    closeFrom: range.closeFrom && range.closeFrom > today ? range.closeFrom : today,
    closeTo: range.closeTo && range.closeTo < end ? range.closeTo : end,
  };
}

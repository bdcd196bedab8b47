/** How far back the picker reaches when the organisation's first fiscal year is not known. */
export const FALLBACK_PAST_YEARS = 4;

/**
 * The FY picker's years, newest first: from the organisation's first fiscal year to the one after the
 * current (goals are often set ahead). Without a usable first year, the last few years are offered.
 */
export function fiscalYearOptions(current: number, first?: number | null): number[] {
  const from =
    first !== null && first !== undefined && first <= current ? first : current - FALLBACK_PAST_YEARS;
  const years: number[] = [];
  for (let year = current + 1; year >= from; year -= 1) years.push(year);
  return years;
}

/** Select options for FY pickers; `label` is the language's short form ('FY 2026', 'GJ 2026', 'AF 2026'). */
export function yearSelectData(years: readonly number[], label: (year: number) => string) {
  return years.map((year) => ({ value: String(year), label: label(year) }));
}

/**
 * The dashboard's FY picker (also largest funders): from the organisation's first fiscal year to the
 * current one, newest first.
 */
export function dashboardYearOptions(current: number, first: number): number[] {
  const from = Math.min(first, current);
  return Array.from({ length: current - from + 1 }, (_, i) => current - i);
}

// Pure helpers for the benchmark's numbers: no I/O, unit-tested in stats.test.ts.

/** The median of the values (mean of the middle two for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** numerator / denominator, or null when either is missing or the denominator is not positive. */
export function ratio(numerator: number | undefined, denominator: number | undefined): number | null {
  if (numerator === undefined || denominator === undefined) return null;
  if (!Number.isFinite(numerator) || !Number.isFinite(denominator) || denominator <= 0) return null;
  return numerator / denominator;
}

/** "0.06×" with two significant decimals under 10, one above; "–" when there is no ratio. */
export function formatRatio(value: number | null): string {
  if (value === null) return '–';
  return `${value < 10 ? value.toFixed(2) : value.toFixed(1)}×`;
}

/** Requests per second with thousands separators: 4,616. */
export function formatRate(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return Math.round(value).toLocaleString('en-US');
}

/** Milliseconds: "2 ms", "0.4 ms" under 1. */
export function formatMs(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return value < 1 ? `${value.toFixed(1)} ms` : `${Math.round(value)} ms`;
}

/** Kilobytes (1 KB = 1,000 bytes, as the budget is stated) with one decimal. */
export function formatKb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

/** The order of the servers in round `round` (0-based): forwards on even rounds, backwards on odd ones. */
export function alternate<T>(items: readonly T[], round: number): T[] {
  return round % 2 === 0 ? [...items] : [...items].reverse();
}

/**
 * One page's Lighthouse score over repeated runs: the median, or null when any run is missing (a run that
 * ended signed out measured another page, so the set is not trusted).
 */
export function medianScore(runs: readonly (number | null)[]): number | null {
  if (runs.length === 0 || runs.some((score) => score === null)) return null;
  return median(runs as number[]);
}

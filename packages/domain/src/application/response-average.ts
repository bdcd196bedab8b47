/** Average response time in whole days, rounded up (§9); nulls are skipped; null when nothing is left. */
export function responseAverage(days: ReadonlyArray<number | null | undefined>): number | null {
  const known = days.filter((d): d is number => typeof d === 'number' && Number.isFinite(d));
  if (known.length === 0) return null;
  const average = Math.ceil(known.reduce((sum, d) => sum + d, 0) / known.length);
  return average === 0 ? 0 : average; // avoid -0 for small negative averages
}

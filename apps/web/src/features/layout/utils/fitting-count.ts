/**
 * How many items of the given widths fit in a row of `available` pixels, in order, with `gap` between them;
 * when not all fit, room is kept for the "More" control (`moreWidth`) that holds the rest.
 */
export function fittingCount(
  widths: readonly number[],
  available: number,
  gap: number,
  moreWidth: number,
): number {
  const total = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(widths.length - 1, 0);
  if (total <= available) return widths.length;
  const room = available - moreWidth - gap;
  let used = 0;
  for (let i = 0; i < widths.length; i += 1) {
    used += (widths[i] ?? 0) + (i > 0 ? gap : 0);
    if (used > room) return i;
  }
  return widths.length;
}

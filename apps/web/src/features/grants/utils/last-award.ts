/**
 * docs/product.md, Screens and routes: the funder name and last-award cell are bold when the funder's last award falls in the current month.
 * Both are yyyy-MM-dd; the comparison is on the calendar month, so no time zone is involved.
 */
export function isLastAwardThisMonth(lastAward: string | null | undefined, today: string): boolean {
  if (!lastAward || lastAward.length < 7) return false;
  return lastAward.slice(0, 7) === today.slice(0, 7);
}

/** A past award known only to its year is dated Jan 1 of that year, or the submission date when that is later. */
export function yearOnlyAwardDate(year: number, submissionDate: string): string {
  const first = `${String(year).padStart(4, '0')}-01-01`;
  return first < submissionDate ? submissionDate : first;
}

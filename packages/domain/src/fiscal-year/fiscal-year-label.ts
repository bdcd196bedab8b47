export function fiscalYearLabel(year: number): string {
  return `FY ${year}`;
}

// Plain `yyyy-MM-dd` arithmetic in UTC: demo dates are calendar days, never instants.

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return toIsoDate(date);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The calendar year in which the fiscal year containing `isoDate` starts (domain naming). */
export function fiscalYearOf(isoDate: string, startMonth: number, startDay: number): number {
  const year = Number(isoDate.slice(0, 4));
  const start = `${year}-${String(startMonth).padStart(2, '0')}-${String(startDay).padStart(2, '0')}`;
  return isoDate >= start ? year : year - 1;
}

export function fiscalYearStartDate(fiscalYear: number, startMonth: number, startDay: number): string {
  return `${fiscalYear}-${String(startMonth).padStart(2, '0')}-${String(startDay).padStart(2, '0')}`;
}

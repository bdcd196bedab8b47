// The fiscal-year start is picked as a month and a year and sent as the first day of that month (yyyy-MM-dd).

export interface MonthYear {
  readonly month: number | null;
  readonly year: number | null;
}

export function readMonthYear(value: string | null | undefined): MonthYear {
  const match = /^(\d{4})-(\d{2})/.exec(value ?? '');
  if (!match) return { month: null, year: null };
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** '' until both parts are chosen, so the required-date rule reports the missing part. */
export function toFiscalYearStart({ month, year }: MonthYear): string {
  if (month === null || year === null) return '';
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}

/** A range around today: organisations record a past start or plan the next one. */
export function fiscalYearOptions(today: Date, back = 10, ahead = 2): number[] {
  const current = today.getFullYear();
  const years: number[] = [];
  for (let y = current + ahead; y >= current - back; y--) years.push(y);
  return years;
}

export function monthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2000, i, 1))));
}

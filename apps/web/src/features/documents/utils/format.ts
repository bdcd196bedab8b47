// How the documents table shows a file's size and date, in the user's language (its region from lib/format.ts).
import { intlLocale } from '../../../lib/format.ts';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1536 → '1.5 KB' (1024-based, one decimal below 10 of a unit). */
export function formatFileSize(bytes: number, language: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  const number = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: digits }).format(value);
  return `${number} ${UNITS[unit]}`;
}

/** An ISO timestamp as a short date and time; '–' when it is missing or unreadable. */
export function formatTimestamp(iso: string | null | undefined, language: string): string {
  if (!iso) return '–';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '–';
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

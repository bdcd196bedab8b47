import type { SupportedLanguage } from '../constants/limits.ts';
import { formatWireDate, isValidCalendarDate, requireWireDate, type WireDate } from './calendar-date.ts';

// How a person reads and types a date in each language (docs/product.md, Money and dates: MM/dd/yyyy is the
// English form); the wire keeps yyyy-MM-dd. The one place that fixes the order of the parts and their separator:
// the web's date display and date inputs, and the server's mails, all read it.

export interface DisplayDateFormat {
  /** The parts in the order they are written. */
  order: readonly ['month', 'day', 'year'] | readonly ['day', 'month', 'year'];
  separator: '/' | '.';
}

const MONTH_FIRST = ['month', 'day', 'year'] as const;
const DAY_FIRST = ['day', 'month', 'year'] as const;

const DISPLAY_DATE_FORMATS: Record<SupportedLanguage, DisplayDateFormat> = {
  en: { order: MONTH_FIRST, separator: '/' },
  pt: { order: DAY_FIRST, separator: '/' },
  de: { order: DAY_FIRST, separator: '.' },
};

/** The format of a language ('pt-BR' reads as 'pt'); English for one the product does not speak. */
export function displayDateFormat(language = 'en'): DisplayDateFormat {
  const base = language.split('-')[0] as SupportedLanguage;
  return DISPLAY_DATE_FORMATS[base] ?? DISPLAY_DATE_FORMATS.en;
}

/** The format as dayjs tokens ('DD.MM.YYYY'), for date pickers. */
export function displayDatePattern(language = 'en'): string {
  const { order, separator } = displayDateFormat(language);
  const token = { day: 'DD', month: 'MM', year: 'YYYY' } as const;
  return order.map((part) => token[part]).join(separator);
}

/** '2026-11-25' → '11/25/2026' (en), '25/11/2026' (pt), '25.11.2026' (de). */
export function toDisplayDate(date: WireDate, language = 'en'): string {
  const { year, month, day } = requireWireDate(date);
  const { order, separator } = displayDateFormat(language);
  const text = {
    day: String(day).padStart(2, '0'),
    month: String(month).padStart(2, '0'),
    year: String(year).padStart(4, '0'),
  };
  return order.map((part) => text[part]).join(separator);
}

// Typed dates take any of the usual separators in the language's order (31.01.2027 and 31/01/2027 alike in de).
const TYPED_DATE = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/;

/** Typed text in the language's order → yyyy-MM-dd; null for text that is not a real date (e.g. 30/02/2026 in pt). */
export function parseDisplayDate(text: string, language = 'en'): WireDate | null {
  const match = TYPED_DATE.exec(text.trim());
  if (!match) return null;
  const { order } = displayDateFormat(language);
  const first = Number(match[1]);
  const second = Number(match[2]);
  const date =
    order[0] === 'month'
      ? { month: first, day: second, year: Number(match[3]) }
      : { day: first, month: second, year: Number(match[3]) };
  return isValidCalendarDate(date) ? formatWireDate(date) : null;
}

import { i18n } from '../i18n/index.ts';

// The one place the web turns wire values into display text (DESIGN §7): dates and money follow the language
// the user picked, through Intl; the wire keeps yyyy-MM-dd and dollar numbers. Files (Excel, iCal) keep their
// own formats and do not come through here.

/** Organisations carry no currency yet, so every amount is in US dollars. */
export const DEFAULT_CURRENCY = 'USD';

// The region fixes the date order: en → MM/dd/yyyy, pt (Brazilian) → dd/MM/yyyy, de → dd.MM.yyyy.
const INTL_LOCALES: Record<string, string> = { en: 'en-US', pt: 'pt-BR', de: 'de-DE' };

/** The Intl locale for an app language ('pt' → 'pt-BR'); the current language when none is given. */
export function intlLocale(language: string = i18n.language ?? 'en'): string {
  return INTL_LOCALES[language.split('-')[0] ?? 'en'] ?? INTL_LOCALES.en ?? 'en-US';
}

const NONE = '–';
const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** A yyyy-MM-dd (or ISO timestamp's date part) as the language writes it; an en dash for none. */
export function formatDate(wire: string | null | undefined, language?: string): string {
  const match = wire ? WIRE_DATE.exec(wire) : null;
  if (!match) return NONE;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

export interface MoneyOptions {
  language?: string;
  currency?: string;
  /** '$1.2M' where space is tight (chart axes). */
  compact?: boolean;
}

/** Whole currency units (§9 '$0,0'), with the language's separators; an en dash for none. */
export function formatAmount(amount: number | null | undefined, options: MoneyOptions = {}): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return NONE;
  return new Intl.NumberFormat(intlLocale(options.language), {
    style: 'currency',
    currency: options.currency ?? DEFAULT_CURRENCY,
    maximumFractionDigits: options.compact ? 1 : 0,
    minimumFractionDigits: 0,
    ...(options.compact ? { notation: 'compact' as const } : {}),
  }).format(amount);
}

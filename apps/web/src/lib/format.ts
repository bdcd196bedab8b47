import { isWireDate } from '@grantflow/domain/dates/calendar-date';
import { toDisplayDate } from '@grantflow/domain/dates/display-date';
import { DEFAULT_CURRENCY } from '@grantflow/domain/money/currency';
import { dollarsToCents } from '@grantflow/domain/money/money-units';
import { i18n } from '../i18n/index.ts';

// The one place the web turns wire values into display text (docs/architecture.md, Screens): dates and money follow the language
// the user picked (dates by the domain's display-date rule, money through Intl), and money the current
// organisation's currency; the wire keeps yyyy-MM-dd and plain numbers. Files (Excel, iCal) keep their own formats and do not come through here.

export { DEFAULT_CURRENCY };

// Like i18n.language, one value for the whole page: the organisation the screens work on. Set by
// OrganizationCurrencyScope (features/layout, the frame), which remounts the screens when it changes.
let organizationCurrency: string = DEFAULT_CURRENCY;

/** The ISO 4217 code amounts are shown in (the current organisation's). */
export function displayCurrency(): string {
  return organizationCurrency;
}

/** Called by OrganizationCurrencyScope only; a code Intl does not know leaves the current one. */
export function setDisplayCurrency(currency: string): void {
  if (currency === organizationCurrency) return;
  try {
    new Intl.NumberFormat('en-US', { style: 'currency', currency });
    organizationCurrency = currency;
  } catch {
    // An unknown code would make every amount throw; keep showing the last good one.
  }
}

// The region fixes the money format: pt is Brazilian Portuguese, de the German of Germany.
const INTL_LOCALES: Record<string, string> = { en: 'en-US', pt: 'pt-BR', de: 'de-DE' };

/** The Intl locale for an app language ('pt' → 'pt-BR'); the current language when none is given. */
export function intlLocale(language: string = i18n.language ?? 'en'): string {
  return INTL_LOCALES[language.split('-')[0] ?? 'en'] ?? INTL_LOCALES.en ?? 'en-US';
}

const NONE = '–';

// Building an Intl formatter costs far more than using one (a dashboard or list formats hundreds of
// amounts in its first render), so each locale-and-options pair is built once per page.
const numberFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(
  locale: string,
  currency: string,
  style: 'whole' | 'cents' | 'compact',
): Intl.NumberFormat {
  const key = `${locale} ${currency} ${style}`;
  let format = numberFormats.get(key);
  if (!format) {
    // 'cents' leaves the digits to Intl: the currency's own minor unit (2 for dollars, none for yen).
    const digits =
      style === 'cents'
        ? {}
        : { maximumFractionDigits: style === 'compact' ? 1 : 0, minimumFractionDigits: 0 };
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      ...digits,
      ...(style === 'compact' ? { notation: 'compact' as const } : {}),
    });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * Builds the current language's money formatter ahead of the first screen (main.tsx, while the page
 * waits for its chunks). `public/intl-warmup.js` has loaded ICU's data by then; a locale's own formatters still
 * cost a few milliseconds each.
 */
export function prepareFormats(): void {
  moneyFormat(intlLocale(), organizationCurrency, 'whole');
}

/**
 * A yyyy-MM-dd (or ISO timestamp's date part) as the language writes it, in the order and with the separator
 * its date inputs take (the domain's display-date rule, so what a list shows is what a form expects typed);
 * an en dash for none.
 */
export function formatDate(wire: string | null | undefined, language?: string): string {
  const day = wire?.slice(0, 10);
  if (!day || !isWireDate(day)) return NONE;
  return toDisplayDate(day, language ?? i18n.language ?? 'en');
}

export interface MoneyOptions {
  language?: string;
  currency?: string;
  /** '$1.2M' where space is tight (chart axes). */
  compact?: boolean;
}

/**
 * An amount in the organisation's currency with the language's separators (docs/product.md, Money and dates):
 * whole units ('$60,000'), or with its cents when it has some ('$60,000.50'), so a shown amount is never
 * rounded away from the one typed; an en dash for none.
 */
export function formatAmount(amount: number | null | undefined, options: MoneyOptions = {}): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return NONE;
  const hasCents = dollarsToCents(Math.abs(amount)) % 100 !== 0;
  const style = options.compact ? 'compact' : hasCents ? 'cents' : 'whole';
  return moneyFormat(intlLocale(options.language), options.currency ?? organizationCurrency, style).format(
    amount,
  );
}

/** A share (0.19) as a percentage the language's way: '19%' in en and pt, '19 %' in de. */
export function formatPercent(share: number | null | undefined, language?: string): string {
  if (share === null || share === undefined || !Number.isFinite(share)) return NONE;
  const locale = intlLocale(language);
  const key = `${locale} percent`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    numberFormats.set(key, format);
  }
  return format.format(share);
}

/** The organisation's currency sign and where it stands in the language ('R$' before, '€' after in de). */
export interface CurrencyAffix {
  prefix: string;
  suffix: string;
  decimalSeparator: string;
  thousandSeparator: string;
}

/** What a money input shows around the number, from Intl's own parts for the language and currency. */
export function currencyAffix(options: { language?: string; currency?: string } = {}): CurrencyAffix {
  const parts = new Intl.NumberFormat(intlLocale(options.language), {
    style: 'currency',
    currency: options.currency ?? organizationCurrency,
    minimumFractionDigits: 2,
  }).formatToParts(1234.5);
  const first = parts.findIndex((p) => p.type === 'integer');
  const last = parts.findLastIndex((p) => p.type === 'fraction');
  const text = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((p) => p.value)
      .join('')
      .replace(/[\u00a0\u202f]/g, ' ');
  return {
    prefix: text(0, first),
    suffix: text(last + 1, parts.length),
    decimalSeparator: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    thousandSeparator: (parts.find((p) => p.type === 'group')?.value ?? ',').replace(/[\u00a0\u202f]/g, ' '),
  };
}

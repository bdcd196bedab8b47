import type { SupportedLanguage } from '@grantflow/domain/constants/limits';
import { toDisplayDate } from '@grantflow/domain/dates/display-date';
import { centsToDollars } from '@grantflow/domain/money/money-units';

// How the Data source writes figures without a model: money in the organisation's currency, dates in the
// user's format, and Markdown tables whose cells may link to the records.

const LOCALES: Record<SupportedLanguage, string> = { en: 'en-US', pt: 'pt-BR', de: 'de-DE' };

/** Cents as the user reads money, in the organisation's currency: '$60,000.50', 'R$ 60.000,50'. */
export function moneyText(cents: number, currency: string, language: SupportedLanguage): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(centsToDollars(cents));
}

export const percentText = (share: number, language: SupportedLanguage): string =>
  new Intl.NumberFormat(LOCALES[language], { style: 'percent', maximumFractionDigits: 0 }).format(share);

/** A count or a median of days as the user reads numbers: '78.5', '78,5'. */
export const numberText = (value: number, language: SupportedLanguage): string =>
  new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 1 }).format(value);

export const dateText = (date: string, language: SupportedLanguage): string => toDisplayDate(date, language);

/**
 * A Markdown table; cells have their pipes escaped and their line breaks made spaces (the no-break
 * spaces of money, 'US$ 1.000', stay: the amount does not wrap).
 */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/[ \t]*[\r\n\u2028\u2029]+[ \t]*/g, ' ');
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A link to a record; the label's brackets are escaped. */
export const link = (label: string, href: string): string => `[${label.replace(/[[\]]/g, '')}](${href})`;

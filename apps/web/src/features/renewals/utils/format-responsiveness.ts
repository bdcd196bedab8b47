import type { TFunction } from 'i18next';

// Win rate and median response as shown in the card, the table and the funders list ('–' for none).

export function formatWinRate(rate: number | null | undefined, language: string, none: string): string {
  if (rate === null || rate === undefined) return none;
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(rate);
}

export function formatMedianDays(days: number | null | undefined, t: TFunction): string {
  if (days === null || days === undefined) return t('renewals.responsiveness.none');
  // A median of an even count can end in .5; whole days read better, rounded up like response averages.
  return t('renewals.responsiveness.days', { count: Math.ceil(days) });
}

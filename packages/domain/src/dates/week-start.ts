// The day a week starts on, one rule per language (docs/product.md, Money and dates) for every calendar the
// product draws: the month calendar and the date fields' pickers.

/** 0 = Sunday, 1 = Monday (JavaScript's getUTCDay numbering). */
export type WeekStart = 0 | 1;

/** German weeks start on Monday; English (United States) and Portuguese (Brazil, the app's pt) on Sunday. */
export function weekStartFor(language: string): WeekStart {
  return language.startsWith('de') ? 1 : 0;
}

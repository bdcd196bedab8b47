import { messages } from '@grantflow/validation/messages';
import { i18n } from '../../../i18n/index.ts';
import { translateMessage } from '../../../i18n/messages.ts';

// Schema and server messages arrive as the specification's English text; the ones the shell does not
// translate are mapped here (funders and programs forms).
const EXACT: Readonly<Record<string, () => string>> = {
  [messages.invalid]: () => i18n.t('funders.messages.invalid'),
  [messages.phone]: () => i18n.t('funders.messages.phone'),
  [messages.complexityScore]: () => i18n.t('funders.messages.complexity_score'),
  [messages.awardedAfterSubmission]: () => i18n.t('funders.messages.awarded_after_submission'),
  [messages.awardedYearRange]: () => i18n.t('funders.messages.awarded_year_range'),
  [messages.dateInFuture]: () => i18n.t('funders.messages.date_in_future'),
  [messages.fillAllFields]: () => i18n.t('funders.wizard.fill_all_fields'),
};

export function translateFormMessage(message: string): string {
  const exact = EXACT[message];
  if (exact) return exact();
  const max = /^Maximum of (\d+) characters$/.exec(message);
  if (max) return i18n.t('funders.messages.max_characters', { limit: max[1] ?? '' });
  const smaller = /^This field should be smaller than (.+)\.$/.exec(message);
  if (smaller) return i18n.t('funders.messages.smaller_than', { max: smaller[1] ?? '' });
  return translateMessage(message);
}

/** Mantine form errors are ReactNodes; schema errors are strings. */
export function formError(error: unknown): string | undefined {
  return typeof error === 'string' ? translateFormMessage(error) : undefined;
}

/** The first GraphQL error of a failed operation, shown the §8 way (capitalised, translated). */
export function operationErrorMessage(error: {
  graphQLErrors: ReadonlyArray<{ message: string }>;
  networkError?: Error;
}): string {
  const first = error.graphQLErrors[0]?.message;
  if (first) return translateFormMessage(first);
  return i18n.t('errors.unexpected');
}

import type { CombinedError } from 'urql';
import { i18n } from '../i18n/index.ts';
import { translateError } from '../i18n/messages.ts';

/** The first GraphQL error with a text, translated by its extensions' codes and capitalised (docs/product.md, Messages and error codes). */
export function graphqlErrorText(
  error: Pick<CombinedError, 'graphQLErrors'> | undefined,
): string | undefined {
  const first = error?.graphQLErrors.find((e) => e.message.trim().length > 0);
  return first ? translateError(first.message, first.extensions ?? {}) : undefined;
}

/** docs/product.md, Messages and error codes: a mutation failure shows the server's error (translated by code); anything else the generic text. */
export function mutationErrorMessage(error: Pick<CombinedError, 'graphQLErrors'>): string {
  const text = graphqlErrorText(error);
  if (text) return text;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return i18n.t('errors.offline');
  return i18n.t('errors.unexpected');
}

import type { CombinedError } from 'urql';
import { translateMessage } from '../i18n/messages.ts';

/** §8: a mutation failure shows the server's message (capitalised, translated); anything else the generic text. */
export function mutationErrorMessage(error: CombinedError): string {
  const message = error.graphQLErrors.map((e) => e.message).find((m) => m.trim().length > 0);
  if (message) return translateMessage(message);
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    return translateMessage('You are offline.');
  return translateMessage('Something went wrong');
}

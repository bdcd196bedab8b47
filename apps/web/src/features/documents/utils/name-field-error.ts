import type { CombinedError } from 'urql';
import { graphqlErrorText } from '../../../lib/mutation-error.ts';

// A refusal that is about the name the user typed (taken, or a name rule of the domain) is shown beside the
// name field as well as in the toast (docs/architecture.md, Screens: field errors beside the field).
const NAME_CODES = new Set(['NAME_TAKEN', 'VALIDATION', 'BAD_USER_INPUT']);

export function nameFieldError(error: Pick<CombinedError, 'graphQLErrors'>): string | undefined {
  const first = error.graphQLErrors[0];
  const code = first?.extensions?.code;
  return typeof code === 'string' && NAME_CODES.has(code) ? graphqlErrorText(error) : undefined;
}

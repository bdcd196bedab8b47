import { i18n } from '../../../i18n/index.ts';
import { translateMessage } from '../../../i18n/messages.ts';

// Schema messages arrive as the specification's English text; the ones the shell does not map are
// translated here, the rest go through the shell's translateMessage.
const EXACT = {
  'passwords must match': 'auth.passwords_must_match',
  'This field is invalid.': 'auth.invalid_field',
  'Form Error: Invalid field': 'auth.form_invalid_field',
} as const;

function isExact(message: string): message is keyof typeof EXACT {
  return Object.hasOwn(EXACT, message);
}

export function translateFieldMessage(message: string): string {
  if (isExact(message)) return i18n.t(EXACT[message]);
  const min = /^This field must have at least (\d+) characters$/.exec(message);
  if (min) return i18n.t('auth.min_characters', { min: min[1] ?? '' });
  const max = /^Maximum of (\d+) characters$/.exec(message);
  if (max) return i18n.t('auth.max_characters', { limit: max[1] ?? '' });
  return translateMessage(message);
}

/** Mantine form errors are ReactNodes; schema errors are strings. */
export function fieldError(error: unknown): string | undefined {
  return typeof error === 'string' ? translateFieldMessage(error) : undefined;
}

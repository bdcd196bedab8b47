import { i18n } from './index.ts';
import type { en } from './locales/en.ts';

type Catalogue = typeof en;
type KeysOf<S extends keyof Catalogue> = `${S}.${keyof Catalogue[S] & string}`;

/** Page titles: plain texts without interpolation. */
export type PageTitleKey = KeysOf<'pages'>;
type MessageKey = KeysOf<'errors'> | KeysOf<'validation'>;

// Server and schema messages arrive as the specification's English text; these are the ones we translate.
const MESSAGE_KEYS: Readonly<Record<string, MessageKey>> = {
  'This field is required.': 'validation.required',
  'This field needs to be a valid email.': 'validation.email',
  'Code must be exactly 5 digits': 'validation.two_factor_code',
  'Invalid email or password': 'errors.invalid_credentials',
  unauthorized: 'errors.unauthorized',
  'Something went wrong': 'errors.unexpected',
  'Unspecified login process error': 'errors.unspecified_login',
  'Your session has expired. Please login again.': 'errors.session_expired',
  'You are offline.': 'errors.offline',
  'The organization id could not be found': 'errors.organization_not_found',
};

export function messageKey(message: string): MessageKey | undefined {
  return MESSAGE_KEYS[message];
}

export function capitalizeFirst(text: string): string {
  return text.length === 0 ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

/** §8: a server message is shown with its first letter capitalised, through the translation step. */
export function translateMessage(message: string): string {
  const key = messageKey(message);
  return capitalizeFirst(key ? i18n.t(key) : message);
}

// The German strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import type { Catalogue } from './locales.ts';

const de: Catalogue = {
  no_account: 'Noch kein Konto?',
  register: 'Konto erstellen',
  not_configured: 'Die Anmeldung mit {{provider}} ist nicht eingerichtet',
  oauth_signed_in: 'Angemeldet.',
};

export const authLocales = { de };

// The German strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import type { Catalogue } from './locales.ts';

const de: Catalogue = {
  title: 'Hilfe/Support',
  intro: 'Sagen Sie uns, was Sie brauchen; unser Team antwortet per E-Mail.',
  name: 'Name',
  organization: 'Organisation',
  email: 'E-Mail',
  message: 'Nachricht',
  submit: 'Anfrage senden',
  cancel: 'Abbrechen',
  sent: 'Die Support-Anfrage wurde erfolgreich gesendet',
  failed: 'Fehler beim Senden der Support-Anfrage',
};

export const supportLocales = { de };

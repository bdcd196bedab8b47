// The German strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import type { Catalogue } from './locales.ts';

const de: Catalogue = {
  create_title: 'Organisation hinzufügen',
  name: 'Name der Organisation',
  fiscal_year_start: 'Beginn des Geschäftsjahres',
  fiscal_year_start_description: 'Der Monat, in dem Ihr Geschäftsjahr beginnt',
  month: 'Monat',
  year: 'Jahr',
  submit: 'Organisation hinzufügen',
  cancel: 'Abbrechen',
  created: 'Die Organisation wurde erfolgreich hinzugefügt',
  create_failed: 'Fehler beim Hinzufügen einer Organisation',
};

export const organizationsLocales = { de };

// The German strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import type { remindersLocales as remindersSource, Widen } from './locales.ts';

const de: Widen<typeof remindersSource.en> = {
  label: 'Fristerinnerungen per E-Mail (30, 14, 7 und 1 Tag vorher)',
  description: 'Für Antrags- und Berichtsfristen der Organisationen, für die Sie arbeiten.',
  enabled: 'Fristerinnerungen sind eingeschaltet',
  disabled: 'Fristerinnerungen sind ausgeschaltet',
  load_error: 'Ihre Erinnerungseinstellung konnte nicht geladen werden.',
};

export const remindersLocales = { de };

// The German strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import type { remindersLocales as remindersSource, Widen } from './locales.ts';

const de: Widen<typeof remindersSource.en> = {
  label: 'Fristerinnerungen per E-Mail (30, 14, 7 und 1 Tag vorher)',
  description: 'Für Antrags- und Berichtsfristen der Organisationen, für die Sie arbeiten.',
  enabled: 'Fristerinnerungen sind eingeschaltet',
  disabled: 'Fristerinnerungen sind ausgeschaltet',
  load_error: 'Ihre Erinnerungseinstellung konnte nicht geladen werden.',
  task_days_label: 'E-Mail zu meinen Aufgaben, Tage vor der Fälligkeit',
  task_days_description: 'Ihre eigene Einstellung für die Ihnen zugewiesenen Aufgaben.',
  task_days_none: 'Keine Aufgabenerinnerungen',
  task_days_due_day: 'Am Fälligkeitstag',
  task_days_before_one: '1 Tag vorher',
  task_days_before_other: '{{count}} Tage vorher',
  task_days_saved: 'Tage der Aufgabenerinnerungen gespeichert',
};

export const remindersLocales = { de };

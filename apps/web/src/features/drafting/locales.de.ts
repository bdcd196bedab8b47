// The German strings of locales.ts (its en is the source and gives the shape).
import type { draftingLocales as source, Widen } from './locales.ts';

const de: Widen<typeof source.en> = {
  open: 'Mit dem Assistenten entwerfen',
  open_hint:
    'Einen Abschnitt aus den Unterlagen und Daten Ihrer Organisation schreiben, mit einer Quelle je Absatz.',
  title: 'Mit dem Assistenten entwerfen',
  section: 'Abschnitt',
  sections: {
    NEED_STATEMENT: 'Bedarfsbeschreibung',
    PROGRAM_DESCRIPTION: 'Programmbeschreibung',
    BUDGET_NARRATIVE: 'Erläuterung des Budgets',
    EVALUATION: 'Evaluationsplan',
    ORGANIZATIONAL_BACKGROUND: 'Über die Organisation',
    LETTER_OF_INQUIRY: 'Projektanfrage',
  },
  loading: 'Entwürfe werden geladen…',
  load_error: 'Die Entwürfe konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  empty:
    'Für diesen Abschnitt gibt es noch keinen Entwurf. Der Assistent erstellt ihn aus Ihren Unterlagen und Daten.',
  generate: 'Abschnitt entwerfen',
  regenerate: 'Neu entwerfen',
  generating: 'Der Assistent entwirft…',
  generate_error: 'Der Entwurf konnte nicht erstellt werden.',
  editor_label: 'Entwurfstext (Markdown)',
  save: 'Entwurf speichern',
  saving: 'Wird gespeichert…',
  saved: 'Entwurf gespeichert.',
  save_error: 'Der Entwurf konnte nicht gespeichert werden.',
  unsaved: 'Ungespeicherte Änderungen',
  sources: 'Quellen',
  source_link: '{{name}} öffnen',
  source_gone: '{{name}} (nicht mehr verfügbar)',
  by_outline: 'Eine Gliederung aus zitierten Stellen: Es ist kein Sprachmodell angebunden.',
  by_model: 'Vom Sprachmodell aus Ihren Unterlagen und Daten geschrieben.',
  by_user: 'Ihr eigener Text.',
  private_note: 'Entwürfe bleiben bei diesem Antrag in Grantflow: Nichts wird an den Förderer gesendet.',
  confirm_title: 'Bearbeiteten Entwurf ersetzen?',
  confirm_message:
    'Neu entwerfen ersetzt den Text, den Sie für diesen Abschnitt bearbeitet und gespeichert haben. Das lässt sich nicht rückgängig machen.',
  confirm: 'Entwurf ersetzen',
  cancel: 'Abbrechen',
  discard_title: 'Ungespeicherte Änderungen verwerfen?',
  discard_message: 'Neu entwerfen ersetzt die Änderungen, die Sie nicht gespeichert haben.',
};

export const draftingLocales = { de };

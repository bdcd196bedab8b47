// The German strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import { LIST_LABELS_DE } from '@grantflow/validation/list-labels.de';
import type { applicationsLocales as applicationsSource, Widen } from './locales.ts';

const de: Widen<typeof applicationsSource.en> = {
  status: { ...LIST_LABELS_DE.status },
  deadline_type: { ...LIST_LABELS_DE.deadlineType },
  urgency: { ...LIST_LABELS_DE.urgency },
  frequency: { ONE_TIME: 'Einmalig', RECURRING: 'Wiederkehrend' },
  answers: { YES: 'Ja', NO: 'Nein', INELIGIBLE: 'Nicht förderfähig' },
  update_title: 'Förderung aktualisieren',
  is_submitted: 'Antrag eingereicht',
  status_choice: 'Status',
  // A field reads as its column does in the lists and exports: one term per field.
  deadline: LIST_LABELS_DE.grants.columns.deadline,
  deadline_type_label: LIST_LABELS_DE.grants.columns.deadlineType,
  program: LIST_LABELS_DE.grants.columns.program,
  date_submitted: LIST_LABELS_DE.grants.columns.dateSubmitted,
  amount_requested: LIST_LABELS_DE.grants.columns.amountRequested,
  amount_awarded: LIST_LABELS_DE.grants.columns.amountAwarded,
  receivement_date: LIST_LABELS_DE.grants.columns.dateReceived,
  declined_date: LIST_LABELS_DE.grants.columns.dateDeclined,
  declined_reason: 'Ablehnungsgrund',
  ineligible_reason: 'Grund der fehlenden Förderfähigkeit',
  reports: 'Berichte',
  add_report: 'Bericht hinzufügen',
  remove_report: 'Bericht {{number}} entfernen',
  report_urgency: 'Dringlichkeit von Bericht {{number}}',
  report_deadline: 'Frist von Bericht {{number}}',
  no_reports: 'Noch keine Berichte.',
  save: 'Speichern',
  cancel: 'Abbrechen',
  updated: 'Antrag aktualisiert',
  deleted: 'Antrag gelöscht',
  delete_application: 'Antrag löschen',
  delete_question: 'Diesen Antrag mit seinen Berichten löschen? Die anderen Zyklen der Förderung bleiben.',
  delete_confirm: 'Löschen',
  not_found_title: 'Antrag nicht gefunden',
  not_found:
    'Dieser Antrag gehört nicht zu {{organization}}: Er wurde gelöscht oder gehört zu einer anderen Ihrer Organisationen. Wählen Sie diese oben aus und öffnen Sie den Link erneut.',
  load_error: 'Der Antrag konnte nicht geladen werden.',
  fix_errors: 'Bitte alle Felder ausfüllen',
  period: {
    label: 'Zeitraum',
    MONTH: 'Monat',
    YEAR: 'Jahr',
    NEXT_90: 'Nächste 90 Tage',
    ALL: 'Alle',
    all_time: 'Alle Daten',
    previous: 'Vorheriger Zeitraum',
    next: 'Nächster Zeitraum',
  },
};

export const applicationsLocales = { de };

// The German strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import type { reportsLocales as reportsSource, Widen } from './locales.ts';

const de: Widen<typeof reportsSource.en> = {
  title: 'Berichtszentrale',
  search: 'Suchen',
  search_placeholder: 'Förderer oder Programm',
  submitted_filter: 'Status',
  submitted_filters: { ALL: 'Alle', SUBMITTED: 'Eingereicht', NOT_SUBMITTED: 'Nicht eingereicht' },
  columns: {
    deadline: 'Berichtsfrist',
    urgency: 'Dringlichkeit',
    funder: 'Förderer',
    amountAwarded: 'Bewilligter Betrag',
    program: 'Programm',
    status: 'Status',
    actions: 'Aktionen',
  },
  state: { submitted: 'Eingereicht', not_submitted: 'Nicht eingereicht' },
  edit: 'Bericht aktualisieren',
  empty: 'Keine Berichte entsprechen diesen Filtern.',
  load_error: 'Die Berichte konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  pagination: 'Seiten',
  update_title: 'Bericht aktualisieren',
  deadline: 'Berichtsfrist',
  urgency: 'Dringlichkeit',
  submitted_question: 'Bericht eingereicht',
  yes: 'Ja',
  no: 'Nein',
  submission_date: 'Einreichungsdatum',
  description: 'Beschreibung',
  save: 'Speichern',
  cancel: 'Abbrechen',
  updated: 'Bericht aktualisiert',
};

export const reportsLocales = { de };

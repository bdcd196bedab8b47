// The German strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import { LIST_LABELS_DE } from '@grantflow/validation/list-labels.de';
import type {
  createGrantLocales as createGrantSource,
  grantsLocales as grantsSource,
  Widen,
} from './locales.ts';

const de: Widen<typeof grantsSource.en> = {
  view: {
    label: 'Welche Fristen',
    upcoming: 'Anstehend',
    overdue: 'Überfällig',
    all: 'Alle Jahre',
  },
  title: 'Förderungen',
  fiscal_year: 'Geschäftsjahr',
  all_years: 'Alle Jahre',
  fy: 'GJ {{year}}',
  search: 'Suchen',
  search_placeholder: 'Förderer oder Programm',
  status_filter: 'Status',
  status_filters: {
    ALL: 'Alle Anträge',
    AWARDED: 'Bewilligt',
    DECLINED: 'Abgelehnt',
    NOT_APPLY: 'Nicht beantragen',
    INELIGIBLE: 'Nicht förderfähig',
    PENDING: 'Ausstehend',
    SUBMITTED: 'Eingereicht',
  },
  record_filter: 'Eintrag',
  record_filters: { ALL: 'Alle', SUBMITTED: 'Eingereicht', NOT_SUBMITTED: 'Nicht eingereicht' },
  columns_button: 'Spalten',
  columns_label: 'Sichtbare Spalten',
  columns: { ...LIST_LABELS_DE.grants.columns, actions: 'Aktionen' },
  days_one: '{{count}} Tag',
  days_other: '{{count}} Tage',
  pencil: { edit: 'bearbeiten', update: 'aktualisieren' },
  row_actions: 'Weitere Aktionen',
  update_report: 'Bericht aktualisieren',
  delete_grant: 'Förderung löschen',
  add_funder: 'Förderer hinzufügen',
  add_program: 'Programm hinzufügen',
  add_grant: 'Förderung hinzufügen',
  empty: 'Keine Anträge entsprechen diesen Filtern.',
  load_error: 'Die Anträge konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  pagination: 'Seiten',
  page_controls: {
    first: 'Erste Seite',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    last: 'Letzte Seite',
  },
  total_one: '{{count}} Antrag',
  total_other: '{{count}} Anträge',
  choose_report: 'Bericht',
  no_reports: 'Dieser Antrag hat keine Berichte.',
  delete: {
    title: 'Förderung löschen',
    question: 'Diese Förderung mit allen Anträgen und Berichten löschen?',
    yes: 'Ja',
    no: 'Nein',
    confirm: 'Bestätigen',
    deleted: 'Förderung gelöscht',
  },
};

const createDe: Widen<typeof createGrantSource.en> = {
  title: 'Förderung anlegen',
  steps: { funder: 'Förderer', deadlines: 'Fristen', status: 'Status' },
  step_of: 'Schritt {{step}} von {{total}}',
  progress: 'Fortschritt',
  funder: 'Förderer',
  program: 'Programm',
  frequency: 'Häufigkeit',
  recurrence_count: 'Anzahl der Zyklen',
  application_type: 'Antragsart',
  application_deadline: 'Antragsfrist',
  is_submitted: 'Antrag eingereicht?',
  status: 'Status',
  back: 'Zurück',
  continue: 'Weiter',
  submit: 'Absenden',
  success: 'Förderung erfolgreich angelegt',
  no_funders: 'Noch keine Förderer: bitte zuerst einen anlegen.',
  no_programs: 'Noch keine Programme: bitte zuerst eines anlegen.',
  discard: {
    title: 'Diese Förderung verwerfen?',
    message: 'Die ausgefüllten Schritte gehen verloren.',
    confirm: 'Verwerfen',
    cancel: 'Weiter bearbeiten',
  },
};

export const grantsLocales = { de };
export const createGrantLocales = { de: createDe };

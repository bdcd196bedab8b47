// The German strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import { LIST_LABELS_DE } from '@grantflow/validation/list-labels.de';
import type { reportsLocales as reportsSource, Widen } from './locales.ts';

const de: Widen<typeof reportsSource.en> = {
  title: 'Berichtszentrale',
  search: 'Suchen',
  search_placeholder: 'Förderer oder Programm',
  submitted_filter: 'Status',
  submitted_filters: { ALL: 'Alle', SUBMITTED: 'Eingereicht', NOT_SUBMITTED: 'Nicht eingereicht' },
  columns: { ...LIST_LABELS_DE.reports.columns, actions: 'Aktionen' },
  state: {
    submitted: LIST_LABELS_DE.reportState.submitted,
    not_submitted: LIST_LABELS_DE.reportState.notSubmitted,
  },
  edit: 'Bericht aktualisieren',
  empty: 'Keine Berichte entsprechen diesen Filtern.',
  not_found_title: 'Bericht nicht gefunden',
  not_found:
    'Dieser Bericht gehört nicht zu {{organization}}: Er wurde gelöscht oder gehört zu einer anderen Ihrer Organisationen. Wählen Sie diese oben aus und öffnen Sie den Link erneut.',
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

// The German strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import { LIST_LABELS_DE } from '@grantflow/validation/list-labels.de';
import type { deadlinesLocales as deadlinesSource, Widen } from './locales.ts';

const de: Widen<typeof deadlinesSource.en.deadlines> = {
  title: 'Fristen',
  next_days: 'Fristen anzeigen für',
  next_days_option_one: 'Nächster {{count}} Tag',
  next_days_option_other: 'Nächste {{count}} Tage',
  range: 'Vom {{start}} bis {{end}}',
  grant_table: 'Antragsfristen',
  report_table: 'Berichtsfristen',
  grant_columns: {
    deadline: 'Frist',
    funder: 'Förderer',
    program: 'Programm',
    deadline_type: 'Fristart',
    status: 'Status',
    amount_requested: 'Beantragter Betrag',
  },
  report_columns: {
    deadline: 'Frist',
    urgency: 'Dringlichkeit',
    funder: 'Förderer',
    program: 'Programm',
    submitted: 'Eingereicht',
  },
  deadline_types: { ...LIST_LABELS_DE.deadlineType },
  urgencies: { ...LIST_LABELS_DE.urgency },
  statuses: { ...LIST_LABELS_DE.status },
  yes: 'Ja',
  no: 'Nein',
  no_program: 'Kein Programm',
  grant_empty: 'Keine Antragsfristen in diesem Zeitraum.',
  report_empty: 'Keine Berichtsfristen in diesem Zeitraum.',
  load_error: 'Die Fristen konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  download: 'Herunterladen',
  download_pdf: 'PDF (drucken)',
  download_excel: 'Excel',
  include: {
    title: 'Welche Tabellen soll die Datei enthalten?',
    legend: 'Tabellen',
    grants: 'Antragsfristen',
    reports: 'Berichtsfristen',
    required: 'Wählen Sie mindestens eine Tabelle.',
    submit_pdf: 'Als PDF drucken',
    submit_excel: 'Excel herunterladen',
    cancel: 'Abbrechen',
  },
  excel_error: 'Die Excel-Datei konnte nicht heruntergeladen werden: {{message}}',
  excel_network_error: 'Fehler beim Herunterladen der Excel-Datei',
  excel_done: 'grant-deadlines.xlsx wurde heruntergeladen.',
};

export const deadlinesLocales = {
  de: { deadlines: de },
};

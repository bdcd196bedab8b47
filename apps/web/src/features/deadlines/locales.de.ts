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
  grant_table: LIST_LABELS_DE.deadlines.grants.sheet,
  report_table: LIST_LABELS_DE.deadlines.reports.sheet,
  // The Excel file's words (packages/validation list-labels), so the sheet reads like the table.
  grant_columns: {
    deadline: LIST_LABELS_DE.deadlines.grants.columns.deadline,
    funder: LIST_LABELS_DE.deadlines.grants.columns.funder,
    program: LIST_LABELS_DE.deadlines.grants.columns.program,
    deadline_type: LIST_LABELS_DE.deadlines.grants.columns.deadlineType,
    status: LIST_LABELS_DE.deadlines.grants.columns.status,
    amount_requested: LIST_LABELS_DE.deadlines.grants.columns.amountRequested,
  },
  report_columns: { ...LIST_LABELS_DE.deadlines.reports.columns },
  deadline_types: { ...LIST_LABELS_DE.deadlineType },
  urgencies: { ...LIST_LABELS_DE.urgency },
  statuses: { ...LIST_LABELS_DE.status },
  yes: LIST_LABELS_DE.yesNo.yes,
  no: LIST_LABELS_DE.yesNo.no,
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
};

export const deadlinesLocales = {
  de: { deadlines: de },
};

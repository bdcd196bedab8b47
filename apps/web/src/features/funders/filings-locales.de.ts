// The German strings of filings-locales.ts (its en is the source and gives the shape).
import type { FunderFilingsCatalogue } from './filings-locales.ts';

const de: FunderFilingsCatalogue = {
  title: 'Öffentliche 990-Steuererklärungen',
  intro:
    'Finden Sie die öffentlichen 990-Erklärungen dieses Förderers: Einnahmen, Vermögen und gezahlte Fördermittel je Jahr.',
  search: 'Gesuchter Name',
  find: 'Die 990 dieses Förderers finden',
  searching: 'ProPublica Nonprofit Explorer wird durchsucht…',
  candidates: 'Organisationen, die dieser Förderer sein könnten',
  no_candidates:
    'Keine Organisation dieses Namens gefunden. Versuchen Sie eine andere Schreibweise oder einen kürzeren Namen.',
  ein: 'EIN {{ein}}',
  confirm: 'Das ist der Förderer',
  confirm_named: 'Das ist der Förderer: {{name}}, EIN {{ein}}',
  confirmed: 'Die EIN ist gespeichert und ihre Erklärungen wurden abgerufen.',
  change: 'Erneut suchen',
  cancel: 'Abbrechen',
  no_filings: 'Für diese EIN sind noch keine Erklärungen gespeichert.',
  chart_label: 'Einnahmen und gezahlte Fördermittel je Jahr: {{summary}}',
  table_caption: 'Erklärungen je Jahr',
  columns: {
    latest_revenue: 'Letzte Einnahmen (990)',
    latest_grants_paid: 'Zuletzt gezahlte Fördermittel (990)',
    year: 'Jahr',
    form: 'Formular',
    revenue: 'Einnahmen',
    assets: 'Vermögen',
    grants_paid: 'Gezahlte Fördermittel',
  },
  view_filing: 'Erklärung {{year}} ansehen',
  source: 'Quelle: ProPublica Nonprofit Explorer, abgerufen am {{date}}.',
  load_error: 'Die Erklärungen konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
};

export const funderFilingsLocales = { de };

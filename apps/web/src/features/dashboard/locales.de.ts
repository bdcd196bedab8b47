// The German strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import type { DashboardCatalogue } from './locales.ts';

const de: DashboardCatalogue = {
  fiscal_year: 'Geschäftsjahr',
  fy: 'GJ {{year}}',
  add_grant: 'Neue Förderung hinzufügen',
  board_report: 'Vorstandsbericht',
  first_steps: {
    title: 'Erste Schritte',
    intro: 'Ein paar Schritte, um Ihre Organisation in Grantflow einzurichten.',
    funder: 'Einen Förderer hinzufügen',
    program: 'Ein Programm hinzufügen',
    grant: 'Eine Förderung hinzufügen',
    done: 'erledigt',
  },
  cards: {
    applicationSent: 'Eingereichte Anträge',
    grantsAwarded: 'Bewilligte Förderungen',
    grantsPending: 'Offene Förderungen',
  },
  count_one: '{{count}} Antrag',
  count_other: '{{count}} Anträge',
  counted_by: {
    submission: 'Nach Einreichungsdatum im GJ {{year}}',
    award: 'Nach Bewilligungsdatum im GJ {{year}}',
  },
  view_list: 'In der Förderliste ansehen',
  view_list_label: '{{card}}: in der Förderliste ansehen',
  sections: {
    fundraisngTracker: 'Fundraising-Tracker',
    comparisonByYear: 'Vergleich nach Jahr',
    fundingByType: 'Förderung nach Fördererart',
  },
  tracker: {
    achieved: 'Erreicht',
    goal: 'Ziel',
    summary: '{{achieved}} von {{goal}} Ziel ({{rate}})',
    missing: 'Noch {{missing}} einzuwerben',
    no_goal:
      'Für GJ {{year}} ist kein Fundraising-Ziel gesetzt. Legen Sie die Jahresziele der Programme auf der Seite Programme fest.',
  },
  series: {
    awarded: 'Bewilligt',
    pending: 'Offen',
    requested: 'Beantragt',
    amount: 'Bewilligt',
  },
  funder_types: {
    foundation: 'Stiftung',
    corporate: 'Unternehmen',
    government: 'Staat',
    government_local: 'Kommune',
    government_state: 'Bundesland',
    other: 'Sonstige',
  },
  table: {
    caption: '{{card}} im GJ {{year}}',
    program: 'Programm',
    funder: 'Förderer',
    amount: 'Betrag',
    date: 'Datum',
    no_program: '—',
    empty: 'Keine Anträge in diesem Geschäftsjahr.',
  },
  no_data: 'Noch keine Förderaktivität im GJ {{year}}.',
  chart_empty: 'Für GJ {{year}} gibt es nichts darzustellen.',
  load_error: 'Das Dashboard konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
};

export const dashboardLocales = { de };

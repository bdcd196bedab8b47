// Dashboard strings (the shell's `dashboard.title` stays the page heading). en is the source; pt and de
// must hold every key (i18n.test.ts).

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

const en = {
  fiscal_year: 'Fiscal year',
  fy: 'FY {{year}}',
  summary: 'Organization and fiscal year',
  add_grant: 'Add new grant',
  board_report: 'Board report',
  cards: {
    applicationSent: 'Applications sent',
    grantsAwarded: 'Grants awarded',
    grantsPending: 'Grants pending',
  },
  count_one: '{{count}} application',
  count_other: '{{count}} applications',
  view_list: 'View in the grant list',
  view_list_label: '{{card}}: view in the grant list',
  sections: {
    fundraisngTracker: 'Fundraising tracker',
    comparisonByYear: 'Comparison by year',
    fundingByType: 'Funding by funder type',
  },
  tracker: {
    achieved: 'Achieved',
    goal: 'Goal',
    summary: '{{achieved}} of the {{goal}} goal ({{rate}} %)',
    missing: '{{missing}} still to raise',
    no_goal:
      'No fundraising goal is set for FY {{year}}. Set the programs’ yearly goals on the Programs page.',
  },
  series: {
    awarded: 'Awarded',
    pending: 'Pending',
    requested: 'Requested',
    amount: 'Awarded',
  },
  funder_types: {
    foundation: 'foundation',
    corporate: 'corporate',
    government: 'government',
    government_local: 'local government',
    government_state: 'state government',
    other: 'other',
  },
  table: {
    caption: '{{card}} in FY {{year}}',
    program: 'Program',
    funder: 'Funder',
    amount: 'Amount',
    date: 'Date',
    no_program: '—',
    empty: 'No applications in this fiscal year.',
  },
  no_data: 'No grant activity in FY {{year}} yet.',
  chart_empty: 'Nothing to chart for FY {{year}}.',
  load_error: 'The dashboard could not be loaded.',
  retry: 'Try again',
};

type DashboardCatalogue = Widen<typeof en>;

const pt: DashboardCatalogue = {
  fiscal_year: 'Ano fiscal',
  fy: 'AF {{year}}',
  summary: 'Organização e ano fiscal',
  add_grant: 'Adicionar novo subsídio',
  board_report: 'Relatório para a diretoria',
  cards: {
    applicationSent: 'Candidaturas enviadas',
    grantsAwarded: 'Subsídios concedidos',
    grantsPending: 'Subsídios pendentes',
  },
  count_one: '{{count}} candidatura',
  count_other: '{{count}} candidaturas',
  view_list: 'Ver na lista de subsídios',
  view_list_label: '{{card}}: ver na lista de subsídios',
  sections: {
    fundraisngTracker: 'Acompanhamento da captação',
    comparisonByYear: 'Comparação por ano',
    fundingByType: 'Financiamento por tipo de financiador',
  },
  tracker: {
    achieved: 'Alcançado',
    goal: 'Meta',
    summary: '{{achieved}} da meta de {{goal}} ({{rate}} %)',
    missing: 'Faltam {{missing}}',
    no_goal:
      'Não há meta de captação para o AF {{year}}. Defina as metas anuais dos programas na página Programas.',
  },
  series: {
    awarded: 'Concedido',
    pending: 'Pendente',
    requested: 'Solicitado',
    amount: 'Concedido',
  },
  funder_types: {
    foundation: 'fundação',
    corporate: 'empresa',
    government: 'governo',
    government_local: 'governo local',
    government_state: 'governo estadual',
    other: 'outro',
  },
  table: {
    caption: '{{card}} no AF {{year}}',
    program: 'Programa',
    funder: 'Financiador',
    amount: 'Valor',
    date: 'Data',
    no_program: '—',
    empty: 'Nenhuma candidatura neste ano fiscal.',
  },
  no_data: 'Ainda não há atividade de subsídios no AF {{year}}.',
  chart_empty: 'Nada para mostrar no AF {{year}}.',
  load_error: 'Não foi possível carregar o painel.',
  retry: 'Tentar novamente',
};

const de: DashboardCatalogue = {
  fiscal_year: 'Geschäftsjahr',
  fy: 'GJ {{year}}',
  summary: 'Organisation und Geschäftsjahr',
  add_grant: 'Neue Förderung hinzufügen',
  board_report: 'Vorstandsbericht',
  cards: {
    applicationSent: 'Gesendete Anträge',
    grantsAwarded: 'Bewilligte Förderungen',
    grantsPending: 'Offene Förderungen',
  },
  count_one: '{{count}} Antrag',
  count_other: '{{count}} Anträge',
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
    summary: '{{achieved}} von {{goal}} Ziel ({{rate}} %)',
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

export const dashboardLocales = { en, pt, de };

// Pipeline page and period navigator strings (en is the source).

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

const en = {
  title: 'Pipeline',
  search: 'Search',
  search_placeholder: 'Funder or program',
  status_filter: 'Status',
  status_filters: {
    ALL: 'All',
    SUBMITTED: 'Submitted',
    AWARDED: 'Awarded',
    PENDING: 'Pending',
    DECLINED: 'Declined',
    NOT_APPLY: 'Open',
    INELIGIBLE: 'Ineligible',
    DID_NOT_RESPOND: 'Did not respond',
  },
  columns: {
    deadline: 'Application deadline',
    funder: 'Funder',
    program: 'Program',
    amountRequested: 'Amount requested',
    amountAwarded: 'Amount awarded',
    status: 'Status',
  },
  period: {
    label: 'Period',
    MONTH: 'Month',
    YEAR: 'Year',
    ALL: 'All',
    all_time: 'All dates',
    previous: 'Previous period',
    next: 'Next period',
  },
  empty: 'No applications in this period.',
  load_error: 'The pipeline could not be loaded.',
  retry: 'Try again',
  pagination: 'Pages',
} as const;

const pt: Widen<typeof en> = {
  title: 'Pipeline',
  search: 'Pesquisar',
  search_placeholder: 'Financiador ou programa',
  status_filter: 'Situação',
  status_filters: {
    ALL: 'Todas',
    SUBMITTED: 'Enviadas',
    AWARDED: 'Concedidas',
    PENDING: 'Pendentes',
    DECLINED: 'Recusadas',
    NOT_APPLY: 'Abertas',
    INELIGIBLE: 'Inelegíveis',
    DID_NOT_RESPOND: 'Sem resposta',
  },
  columns: {
    deadline: 'Prazo da candidatura',
    funder: 'Financiador',
    program: 'Programa',
    amountRequested: 'Valor solicitado',
    amountAwarded: 'Valor concedido',
    status: 'Situação',
  },
  period: {
    label: 'Período',
    MONTH: 'Mês',
    YEAR: 'Ano',
    ALL: 'Todos',
    all_time: 'Todas as datas',
    previous: 'Período anterior',
    next: 'Próximo período',
  },
  empty: 'Nenhuma candidatura neste período.',
  load_error: 'Não foi possível carregar o pipeline.',
  retry: 'Tentar novamente',
  pagination: 'Páginas',
};

const de: Widen<typeof en> = {
  title: 'Pipeline',
  search: 'Suchen',
  search_placeholder: 'Förderer oder Programm',
  status_filter: 'Status',
  status_filters: {
    ALL: 'Alle',
    SUBMITTED: 'Eingereicht',
    AWARDED: 'Bewilligt',
    PENDING: 'Ausstehend',
    DECLINED: 'Abgelehnt',
    NOT_APPLY: 'Offen',
    INELIGIBLE: 'Nicht förderfähig',
    DID_NOT_RESPOND: 'Keine Antwort',
  },
  columns: {
    deadline: 'Antragsfrist',
    funder: 'Förderer',
    program: 'Programm',
    amountRequested: 'Beantragter Betrag',
    amountAwarded: 'Bewilligter Betrag',
    status: 'Status',
  },
  period: {
    label: 'Zeitraum',
    MONTH: 'Monat',
    YEAR: 'Jahr',
    ALL: 'Alle',
    all_time: 'Alle Daten',
    previous: 'Vorheriger Zeitraum',
    next: 'Nächster Zeitraum',
  },
  empty: 'Keine Anträge in diesem Zeitraum.',
  load_error: 'Die Pipeline konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  pagination: 'Seiten',
};

export const pipelineLocales = { en, pt, de };

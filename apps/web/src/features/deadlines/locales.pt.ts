// The Portuguese strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import { LIST_LABELS_PT } from '@grantflow/validation/list-labels.pt';
import type { deadlinesLocales as deadlinesSource, Widen } from './locales.ts';

const pt: Widen<typeof deadlinesSource.en.deadlines> = {
  title: 'Prazos',
  next_days: 'Mostrar prazos para',
  next_days_option_one: 'Próximo {{count}} dia',
  next_days_option_other: 'Próximos {{count}} dias',
  range: 'De {{start}} a {{end}}',
  grant_table: LIST_LABELS_PT.deadlines.grants.sheet,
  report_table: LIST_LABELS_PT.deadlines.reports.sheet,
  // The Excel file's words (packages/validation list-labels), so the sheet reads like the table.
  grant_columns: {
    deadline: LIST_LABELS_PT.deadlines.grants.columns.deadline,
    funder: LIST_LABELS_PT.deadlines.grants.columns.funder,
    program: LIST_LABELS_PT.deadlines.grants.columns.program,
    deadline_type: LIST_LABELS_PT.deadlines.grants.columns.deadlineType,
    status: LIST_LABELS_PT.deadlines.grants.columns.status,
    amount_requested: LIST_LABELS_PT.deadlines.grants.columns.amountRequested,
  },
  report_columns: { ...LIST_LABELS_PT.deadlines.reports.columns },
  deadline_types: { ...LIST_LABELS_PT.deadlineType },
  urgencies: { ...LIST_LABELS_PT.urgency },
  statuses: { ...LIST_LABELS_PT.status },
  yes: LIST_LABELS_PT.yesNo.yes,
  no: LIST_LABELS_PT.yesNo.no,
  no_program: 'Sem programa',
  grant_empty: 'Não há prazos de candidaturas neste período.',
  report_empty: 'Não há prazos de relatórios neste período.',
  load_error: 'Não foi possível carregar os prazos.',
  retry: 'Tentar novamente',
  download: 'Baixar',
  download_pdf: 'PDF (imprimir)',
  download_excel: 'Excel',
  include: {
    title: 'Quais tabelas o download deve incluir?',
    legend: 'Tabelas',
    grants: 'Prazos de candidaturas',
    reports: 'Prazos de relatórios',
    required: 'Escolha pelo menos uma tabela.',
    submit_pdf: 'Imprimir em PDF',
    submit_excel: 'Baixar Excel',
    cancel: 'Cancelar',
  },
  excel_error: 'Não foi possível baixar o arquivo Excel: {{message}}',
  excel_network_error: 'Erro ao baixar o arquivo Excel',
};

export const deadlinesLocales = {
  pt: { deadlines: pt },
};

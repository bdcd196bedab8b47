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
  grant_table: 'Prazos de candidaturas',
  report_table: 'Prazos de relatórios',
  grant_columns: {
    deadline: 'Prazo',
    funder: 'Financiador',
    program: 'Programa',
    deadline_type: 'Tipo de prazo',
    status: 'Situação',
    amount_requested: 'Valor solicitado',
  },
  report_columns: {
    deadline: 'Prazo',
    urgency: 'Urgência',
    funder: 'Financiador',
    program: 'Programa',
    submitted: 'Enviado',
  },
  deadline_types: { ...LIST_LABELS_PT.deadlineType },
  urgencies: { ...LIST_LABELS_PT.urgency },
  statuses: { ...LIST_LABELS_PT.status },
  yes: 'Sim',
  no: 'Não',
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
  excel_done: 'grant-deadlines.xlsx foi baixado.',
};

export const deadlinesLocales = {
  pt: { deadlines: pt },
};

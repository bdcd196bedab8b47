// The Portuguese strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import { LIST_LABELS_PT } from '@grantflow/validation/list-labels.pt';
import type {
  createGrantLocales as createGrantSource,
  grantsLocales as grantsSource,
  Widen,
} from './locales.ts';

const pt: Widen<typeof grantsSource.en> = {
  view: {
    label: 'Quais prazos',
    upcoming: 'Próximos',
    overdue: 'Atrasados',
    all: 'Todos os anos',
  },
  title: 'Subsídios',
  fiscal_year: 'Ano fiscal',
  all_years: 'Todos os anos',
  fy: 'AF {{year}}',
  search: 'Pesquisar',
  search_placeholder: 'Financiador ou programa',
  status_filter: 'Situação',
  status_filters: {
    ALL: 'Todas as candidaturas',
    AWARDED: 'Concedidas',
    DECLINED: 'Recusadas',
    NOT_APPLY: 'Não candidatar',
    INELIGIBLE: 'Inelegíveis',
    PENDING: 'Pendentes',
    SUBMITTED: 'Enviadas',
  },
  record_filter: 'Registro',
  record_filters: { ALL: 'Todos', SUBMITTED: 'Enviados', NOT_SUBMITTED: 'Não enviados' },
  columns_button: 'Colunas',
  columns_label: 'Colunas visíveis',
  columns: { ...LIST_LABELS_PT.grants.columns, actions: 'Ações' },
  days_one: '{{count}} dia',
  days_other: '{{count}} dias',
  pencil: { edit: 'editar', update: 'atualizar' },
  row_actions: 'Mais ações',
  update_report: 'Atualizar relatório',
  delete_grant: 'Excluir subsídio',
  add_funder: 'Adicionar financiador',
  add_program: 'Adicionar programa',
  add_grant: 'Adicionar subsídio',
  empty: 'Nenhuma candidatura corresponde a estes filtros.',
  load_error: 'Não foi possível carregar as candidaturas.',
  retry: 'Tentar novamente',
  pagination: 'Páginas',
  page_controls: {
    first: 'Primeira página',
    previous: 'Página anterior',
    next: 'Próxima página',
    last: 'Última página',
  },
  total_one: '{{count}} candidatura',
  total_other: '{{count}} candidaturas',
  choose_report: 'Relatório',
  no_reports: 'Esta candidatura não tem relatórios.',
  delete: {
    title: 'Excluir subsídio',
    question: 'Excluir este subsídio com todas as candidaturas e relatórios?',
    yes: 'Sim',
    no: 'Não',
    confirm: 'Confirmar',
    deleted: 'Subsídio excluído',
  },
};

const createPt: Widen<typeof createGrantSource.en> = {
  title: 'Criar subsídio',
  steps: { funder: 'Financiador', deadlines: 'Prazos', status: 'Situação' },
  step_of: 'Etapa {{step}} de {{total}}',
  progress: 'Progresso',
  funder: 'Financiador',
  program: 'Programa',
  frequency: 'Frequência',
  recurrence_count: 'Número de ciclos',
  application_type: 'Tipo de candidatura',
  application_deadline: 'Prazo da candidatura',
  is_submitted: 'Candidatura enviada?',
  status: 'Situação',
  back: 'Voltar',
  continue: 'Continuar',
  submit: 'Enviar',
  success: 'Subsídio criado com sucesso',
  no_funders: 'Nenhum financiador ainda: adicione um primeiro.',
  no_programs: 'Nenhum programa ainda: adicione um primeiro.',
  discard: {
    title: 'Descartar este subsídio?',
    message: 'As etapas que você preencheu serão perdidas.',
    confirm: 'Descartar',
    cancel: 'Continuar editando',
  },
};

export const grantsLocales = { pt };
export const createGrantLocales = { pt: createPt };

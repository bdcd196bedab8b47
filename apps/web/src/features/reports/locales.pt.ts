// The Portuguese strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import { LIST_LABELS_PT } from '@grantflow/validation/list-labels.pt';
import type { reportsLocales as reportsSource, Widen } from './locales.ts';

const pt: Widen<typeof reportsSource.en> = {
  title: 'Central de relatórios',
  search: 'Pesquisar',
  search_placeholder: 'Financiador ou programa',
  submitted_filter: 'Situação',
  submitted_filters: { ALL: 'Todos', SUBMITTED: 'Enviados', NOT_SUBMITTED: 'Não enviados' },
  columns: { ...LIST_LABELS_PT.reports.columns, actions: 'Ações' },
  state: {
    submitted: LIST_LABELS_PT.reportState.submitted,
    not_submitted: LIST_LABELS_PT.reportState.notSubmitted,
  },
  edit: 'Atualizar relatório',
  empty: 'Nenhum relatório corresponde a estes filtros.',
  not_found_title: 'Relatório não encontrado',
  not_found:
    'Este relatório não está em {{organization}}: foi excluído ou pertence a outra das suas organizações. Escolha essa organização no cabeçalho e abra o link novamente.',
  load_error: 'Não foi possível carregar os relatórios.',
  retry: 'Tentar novamente',
  pagination: 'Páginas',
  update_title: 'Atualizar relatório',
  deadline: 'Prazo do relatório',
  urgency: 'Urgência',
  submitted_question: 'Relatório enviado',
  yes: 'Sim',
  no: 'Não',
  submission_date: 'Data de envio',
  description: 'Descrição',
  save: 'Salvar',
  cancel: 'Cancelar',
  updated: 'Relatório atualizado',
};

export const reportsLocales = { pt };

// The Portuguese strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import { LIST_LABELS_PT } from '@grantflow/validation/list-labels.pt';
import type { applicationsLocales as applicationsSource, Widen } from './locales.ts';

const pt: Widen<typeof applicationsSource.en> = {
  status: { ...LIST_LABELS_PT.status },
  deadline_type: { ...LIST_LABELS_PT.deadlineType },
  urgency: { ...LIST_LABELS_PT.urgency },
  frequency: { ONE_TIME: 'Única', RECURRING: 'Recorrente' },
  answers: { YES: 'Sim', NO: 'Não', INELIGIBLE: 'Inelegível' },
  update_title: 'atualizar subsídio',
  is_submitted: 'candidatura enviada',
  status_choice: 'Situação',
  // A field reads as its column does in the lists and exports: one term per field.
  deadline: LIST_LABELS_PT.grants.columns.deadline,
  deadline_type_label: LIST_LABELS_PT.grants.columns.deadlineType,
  program: LIST_LABELS_PT.grants.columns.program,
  date_submitted: LIST_LABELS_PT.grants.columns.dateSubmitted,
  amount_requested: LIST_LABELS_PT.grants.columns.amountRequested,
  amount_awarded: LIST_LABELS_PT.grants.columns.amountAwarded,
  receivement_date: LIST_LABELS_PT.grants.columns.dateReceived,
  declined_date: LIST_LABELS_PT.grants.columns.dateDeclined,
  declined_reason: 'Motivo da recusa',
  ineligible_reason: 'Motivo da inelegibilidade',
  reports: 'Relatórios',
  add_report: 'Adicionar relatório',
  remove_report: 'Remover relatório {{number}}',
  report_urgency: 'Urgência do relatório {{number}}',
  report_deadline: 'Prazo do relatório {{number}}',
  no_reports: 'Nenhum relatório ainda.',
  save: 'Salvar',
  cancel: 'Cancelar',
  updated: 'Candidatura atualizada',
  deleted: 'Candidatura excluída',
  delete_application: 'Excluir candidatura',
  delete_question: 'Excluir esta candidatura com seus relatórios? Os outros ciclos do subsídio permanecem.',
  delete_confirm: 'Excluir',
  not_found_title: 'Candidatura não encontrada',
  not_found:
    'Esta candidatura não está em {{organization}}: foi excluída ou pertence a outra das suas organizações. Escolha essa organização no cabeçalho e abra o link novamente.',
  load_error: 'Não foi possível carregar a candidatura.',
  fix_errors: 'Por favor, preencha todos os campos',
  period: {
    label: 'Período',
    MONTH: 'Mês',
    YEAR: 'Ano',
    NEXT_90: 'Próximos 90 dias',
    ALL: 'Todos',
    all_time: 'Todas as datas',
    previous: 'Período anterior',
    next: 'Próximo período',
  },
};

export const applicationsLocales = { pt };

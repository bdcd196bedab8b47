// The Portuguese strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import { LIST_LABELS_PT } from '@grantflow/validation/list-labels.pt';
import type { ProgramsCatalogue } from './locales.ts';

const pt: ProgramsCatalogue = {
  programs: {
    title: 'Programas',
    add: 'Adicionar programa',
    fiscal_year: 'Ano fiscal',
    caption: 'Programas com a meta do ano fiscal escolhido',
    name: LIST_LABELS_PT.programs.columns.name,
    yearly_goal: LIST_LABELS_PT.programs.columns.yearlyGoal,
    achieved_amount: LIST_LABELS_PT.programs.columns.achievedAmount,
    actions: 'Ações',
    edit_goal: 'Editar meta do ano',
    edit_goal_of: 'Editar a meta do ano de {{name}}',
    edit_name: 'Editar nome',
    edit_name_of: 'Editar o nome de {{name}}',
    delete: 'Excluir programa',
    delete_of: 'Excluir {{name}}',
    delete_title: 'Excluir programa',
    delete_body: 'Excluir o programa {{name}} com suas metas? Isso não pode ser desfeito.',
    confirm_delete: 'Excluir',
    cancel: 'Cancelar',
    save: 'Salvar',
    deleted: 'Programa excluído',
    empty_title: 'Nenhum programa ainda',
    empty_body: 'Adicione um programa para definir sua meta anual.',
    load_error: 'Não foi possível carregar os programas.',
    retry: 'Tentar novamente',
    pagination: 'Páginas de programas',
    goal_title: 'Meta do ano fiscal {{year}}',
    goal: 'Meta',
    goal_scope: 'Aplicar a meta a',
    goal_scope_single: 'Somente este ano',
    goal_scope_forward: 'Este ano e todos os anos seguintes',
    goal_updated: 'Meta do ano atualizada',
    edit_year_goal_error: 'Não foi possível atualizar a meta do ano',
    name_title: 'Editar nome do programa',
    name_updated: 'Programa renomeado',
    edit_name_error: 'Não foi possível atualizar o nome do programa',
  },
  create_program: {
    title: 'Adicionar programa',
    name: 'Nome',
    yearly_goal: 'Meta anual',
    submit: 'Criar programa',
    success: 'Programa criado',
  },
};

export const programsLocales = { pt };

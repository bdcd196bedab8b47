// Programs page and its modals. Spread into the catalogues at the top level because the specification
// names the keys `programs.edit_name_error`, `programs.edit_year_goal_error` and `create_program.success`.
import { LIST_LABELS_EN } from '@grantflow/validation/list-labels';

const en = {
  programs: {
    title: 'Programs',
    add: 'Add new program',
    fiscal_year: 'Fiscal year',
    caption: 'Programs with their goal for the chosen fiscal year',
    name: LIST_LABELS_EN.programs.columns.name,
    yearly_goal: LIST_LABELS_EN.programs.columns.yearlyGoal,
    achieved_amount: LIST_LABELS_EN.programs.columns.achievedAmount,
    actions: 'Actions',
    edit_goal: 'Edit year goal',
    edit_goal_of: 'Edit the year goal of {{name}}',
    edit_name: 'Edit name',
    edit_name_of: 'Edit the name of {{name}}',
    delete: 'Delete program',
    delete_of: 'Delete {{name}}',
    delete_title: 'Delete program',
    delete_body: 'Delete the program {{name}} with its goals? This cannot be undone.',
    confirm_delete: 'Delete',
    cancel: 'Cancel',
    save: 'Save',
    deleted: 'Program deleted',
    empty_title: 'No programs yet',
    empty_body: 'Add a program to set its yearly goal.',
    load_error: 'The programs could not be loaded.',
    retry: 'Try again',
    pagination: 'Programs pages',
    goal_title: 'Year goal for FY {{year}}',
    goal: 'Goal',
    goal_scope: 'Apply the goal to',
    goal_scope_single: 'This year only',
    goal_scope_forward: 'This year and all later years',
    goal_updated: 'Year goal updated',
    edit_year_goal_error: 'The year goal could not be updated',
    name_title: 'Edit program name',
    name_updated: 'Program renamed',
    edit_name_error: 'The program name could not be updated',
  },
  create_program: {
    title: 'Add new program',
    name: 'Name',
    yearly_goal: 'Yearly goal',
    submit: 'Create program',
    success: 'Program created',
  },
} as const;

export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type ProgramsCatalogue = Widen<typeof en>;

export const programsLocales = { en };

// The German strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import { LIST_LABELS_DE } from '@grantflow/validation/list-labels.de';
import type { ProgramsCatalogue } from './locales.ts';

const de: ProgramsCatalogue = {
  programs: {
    title: 'Programme',
    add: 'Neues Programm hinzufügen',
    fiscal_year: 'Geschäftsjahr',
    caption: 'Programme mit ihrem Ziel im gewählten Geschäftsjahr',
    name: LIST_LABELS_DE.programs.columns.name,
    yearly_goal: LIST_LABELS_DE.programs.columns.yearlyGoal,
    achieved_amount: LIST_LABELS_DE.programs.columns.achievedAmount,
    actions: 'Aktionen',
    edit_goal: 'Jahresziel bearbeiten',
    edit_goal_of: 'Jahresziel von {{name}} bearbeiten',
    edit_name: 'Namen bearbeiten',
    edit_name_of: 'Namen von {{name}} bearbeiten',
    delete: 'Programm löschen',
    delete_of: '{{name}} löschen',
    delete_title: 'Programm löschen',
    delete_body: 'Das Programm {{name}} mit seinen Zielen löschen? Das kann nicht rückgängig gemacht werden.',
    confirm_delete: 'Löschen',
    cancel: 'Abbrechen',
    save: 'Speichern',
    deleted: 'Programm gelöscht',
    empty_title: 'Noch keine Programme',
    empty_body: 'Fügen Sie ein Programm hinzu, um sein Jahresziel festzulegen.',
    load_error: 'Die Programme konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    pagination: 'Seiten der Programme',
    goal_title: 'Jahresziel für GJ {{year}}',
    goal: 'Ziel',
    goal_scope: 'Ziel gilt für',
    goal_scope_single: 'Nur dieses Jahr',
    goal_scope_forward: 'Dieses und alle folgenden Jahre',
    goal_updated: 'Jahresziel aktualisiert',
    edit_year_goal_error: 'Das Jahresziel konnte nicht aktualisiert werden',
    name_title: 'Programmnamen bearbeiten',
    name_updated: 'Programm umbenannt',
    edit_name_error: 'Der Programmname konnte nicht aktualisiert werden',
  },
  create_program: {
    title: 'Neues Programm hinzufügen',
    name: 'Name',
    yearly_goal: 'Jahresziel',
    submit: 'Programm anlegen',
    success: 'Programm angelegt',
  },
};

export const programsLocales = { de };

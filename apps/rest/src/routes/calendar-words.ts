import type { SupportedLanguage } from '@grantflow/domain/constants/limits';
import { LIST_LABELS } from '@grantflow/validation/list-labels-all';

// The deadline feed's texts in its owner's language (users.language). The deadline type and urgency words are
// the lists' own (packages/validation list-labels), so the calendar reads like the deadlines page.

export interface CalendarWords {
  /** The calendar's name for one organisation ("{organization}" is replaced). */
  calendarName: string;
  calendarNameAll: string;
  grantDeadline: string;
  reportDeadline: string;
  /** An application deadline's description, from the deadline type's word (Hard, Rolling). */
  applicationDescription: (type: string) => string;
  /** A report deadline's description, from the urgency's word (Required, Courtesy). */
  reportDescription: (urgency: string) => string;
  task: string;
  /** A task's description: whom it is given to. */
  taskDescription: (assignee: string) => string;
  deadlineType: (typeof LIST_LABELS)['en']['deadlineType'];
  urgency: (typeof LIST_LABELS)['en']['urgency'];
}

const own = {
  en: {
    calendarName: 'Grantflow deadlines – {organization}',
    calendarNameAll: 'Grantflow deadlines – All my organisations',
    grantDeadline: 'Grant deadline',
    reportDeadline: 'Report deadline',
    applicationDescription: (type: string) => `Application deadline (${type.toLowerCase()}).`,
    reportDescription: (urgency: string) => `${urgency} report.`,
    task: 'Task',
    taskDescription: (assignee: string) => `Assigned to ${assignee}.`,
  },
  pt: {
    calendarName: 'Prazos do Grantflow – {organization}',
    calendarNameAll: 'Prazos do Grantflow – Todas as minhas organizações',
    grantDeadline: 'Prazo de candidatura',
    reportDeadline: 'Prazo de relatório',
    applicationDescription: (type: string) => `Prazo de candidatura (${type.toLowerCase()}).`,
    reportDescription: (urgency: string) => `Relatório (${urgency.toLowerCase()}).`,
    task: 'Tarefa',
    taskDescription: (assignee: string) => `Atribuída a ${assignee}.`,
  },
  de: {
    calendarName: 'Grantflow-Fristen – {organization}',
    calendarNameAll: 'Grantflow-Fristen – Alle meine Organisationen',
    grantDeadline: 'Antragsfrist',
    reportDeadline: 'Berichtsfrist',
    applicationDescription: (type: string) => `Antragsfrist (${type}).`,
    reportDescription: (urgency: string) => `Bericht (${urgency}).`,
    task: 'Aufgabe',
    taskDescription: (assignee: string) => `Zugewiesen an ${assignee}.`,
  },
} as const;

export function calendarWords(language: SupportedLanguage): CalendarWords {
  return {
    ...own[language],
    deadlineType: LIST_LABELS[language].deadlineType,
    urgency: LIST_LABELS[language].urgency,
  };
}

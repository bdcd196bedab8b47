// Deadline-reminder preference strings (en is the source).

export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

const en = {
  label: 'E-mail me deadline reminders (30, 14, 7 and 1 days before)',
  description: 'For application and report deadlines of the organizations you work with.',
  enabled: 'Deadline reminders are on',
  disabled: 'Deadline reminders are off',
  load_error: 'Your reminder setting could not be loaded.',
  task_days_label: 'E-mail me about my tasks, days before they are due',
  task_days_description: 'Your own setting for the tasks given to you.',
  task_days_none: 'No task reminders',
  task_days_due_day: 'On the due day',
  task_days_before_one: '1 day before',
  task_days_before_other: '{{count}} days before',
  task_days_saved: 'Task reminder days saved',
} as const;

export const remindersLocales = { en };

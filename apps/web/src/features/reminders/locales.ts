// Deadline-reminder preference strings (en is the source).

export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

const en = {
  label: 'E-mail me deadline reminders (30, 14, 7 and 1 days before)',
  description: 'For application and report deadlines of the organizations you work with.',
  enabled: 'Deadline reminders are on',
  disabled: 'Deadline reminders are off',
  load_error: 'Your reminder setting could not be loaded.',
} as const;

export const remindersLocales = { en };

// Deadline-reminder preference strings (en is the source).

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

const en = {
  label: 'E-mail me deadline reminders (30, 14, 7 and 1 days before)',
  description: 'For application and report deadlines of the organizations you work with.',
  enabled: 'Deadline reminders are on',
  disabled: 'Deadline reminders are off',
  load_error: 'Your reminder setting could not be loaded.',
} as const;

const pt: Widen<typeof en> = {
  label: 'Enviar-me lembretes de prazos por e-mail (30, 14, 7 e 1 dia antes)',
  description: 'Para prazos de candidaturas e relatórios das organizações com que trabalha.',
  enabled: 'Os lembretes de prazos estão ativados',
  disabled: 'Os lembretes de prazos estão desativados',
  load_error: 'Não foi possível carregar a sua preferência de lembretes.',
};

const de: Widen<typeof en> = {
  label: 'Fristerinnerungen per E-Mail (30, 14, 7 und 1 Tag vorher)',
  description: 'Für Antrags- und Berichtsfristen der Organisationen, für die Sie arbeiten.',
  enabled: 'Fristerinnerungen sind eingeschaltet',
  disabled: 'Fristerinnerungen sind ausgeschaltet',
  load_error: 'Ihre Erinnerungseinstellung konnte nicht geladen werden.',
};

export const remindersLocales = { en, pt, de };

// The Portuguese strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import type { remindersLocales as remindersSource, Widen } from './locales.ts';

const pt: Widen<typeof remindersSource.en> = {
  label: 'Receber lembretes de prazos por e-mail (30, 14, 7 e 1 dia antes)',
  description: 'Para prazos de candidaturas e relatórios das organizações com as quais você trabalha.',
  enabled: 'Os lembretes de prazos estão ativados',
  disabled: 'Os lembretes de prazos estão desativados',
  load_error: 'Não foi possível carregar sua preferência de lembretes.',
  task_days_label: 'Receber e-mails sobre minhas tarefas, dias antes do prazo',
  task_days_description: 'Sua própria configuração para as tarefas atribuídas a você.',
  task_days_none: 'Sem lembretes de tarefas',
  task_days_due_day: 'No dia do prazo',
  task_days_before_one: '1 dia antes',
  task_days_before_other: '{{count}} dias antes',
  task_days_saved: 'Dias de lembrete de tarefas salvos',
};

export const remindersLocales = { pt };

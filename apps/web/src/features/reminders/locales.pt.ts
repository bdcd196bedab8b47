// The Portuguese strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import type { remindersLocales as remindersSource, Widen } from './locales.ts';

const pt: Widen<typeof remindersSource.en> = {
  label: 'Receber lembretes de prazos por e-mail (30, 14, 7 e 1 dia antes)',
  description: 'Para prazos de candidaturas e relatórios das organizações com as quais você trabalha.',
  enabled: 'Os lembretes de prazos estão ativados',
  disabled: 'Os lembretes de prazos estão desativados',
  load_error: 'Não foi possível carregar sua preferência de lembretes.',
};

export const remindersLocales = { pt };

// The Portuguese strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import type { Catalogue } from './locales.ts';

const pt: Catalogue = {
  no_account: 'Ainda não tem conta?',
  register: 'Criar uma conta',
  not_configured: 'O login com {{provider}} não está configurado',
  oauth_signed_in: 'Login realizado.',
};

export const authLocales = { pt };

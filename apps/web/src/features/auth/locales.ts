// Login additions (field messages are translated by code: i18n/locales/codes.ts).
const en = {
  no_account: 'No account yet?',
  register: 'Create an account',
  not_configured: '{{provider}} sign-in is not configured',
  oauth_signed_in: 'Signed in.',
} as const;

type Catalogue = { readonly [K in keyof typeof en]: string };

const pt: Catalogue = {
  no_account: 'Ainda não tem conta?',
  register: 'Criar uma conta',
  not_configured: 'O início de sessão com {{provider}} não está configurado',
  oauth_signed_in: 'Sessão iniciada.',
};

const de: Catalogue = {
  no_account: 'Noch kein Konto?',
  register: 'Konto erstellen',
  not_configured: 'Die Anmeldung mit {{provider}} ist nicht eingerichtet',
  oauth_signed_in: 'Angemeldet.',
};

export const authLocales = { en, pt, de };

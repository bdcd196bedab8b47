// Login additions (field messages are translated by code: i18n/locales/codes.ts).
const en = {
  no_account: 'No account yet?',
  register: 'Create an account',
  not_configured: '{{provider}} sign-in is not configured',
  oauth_signed_in: 'Signed in.',
} as const;

export type Catalogue = { readonly [K in keyof typeof en]: string };

export const authLocales = { en };

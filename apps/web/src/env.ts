// The only module that reads import.meta.env: everything else imports these values.
const DEFAULTS = {
  supportEmail: 'support@grantflow.app',
  // On the install's own origin: the web's default texts, or the operator's via the gateway's redirect.
  privacyUrl: '/privacy',
  termsUrl: '/terms',
} as const;

function read(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

export const env = {
  supportEmail: read(import.meta.env.VITE_SUPPORT_EMAIL, DEFAULTS.supportEmail),
  privacyUrl: read(import.meta.env.VITE_PRIVACY_URL, DEFAULTS.privacyUrl),
  termsUrl: read(import.meta.env.VITE_TERMS_URL, DEFAULTS.termsUrl),
  graphqlUrl: '/graphql',
  isProduction: import.meta.env.PROD,
} as const;

// The only module that reads import.meta.env: everything else imports these values.
const DEFAULT_SUPPORT_EMAIL = 'support@grantflow.app';

function readSupportEmail(value: string | undefined): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : DEFAULT_SUPPORT_EMAIL;
}

export const env = {
  supportEmail: readSupportEmail(import.meta.env.VITE_SUPPORT_EMAIL as string | undefined),
  graphqlUrl: '/graphql',
  isProduction: import.meta.env.PROD,
} as const;

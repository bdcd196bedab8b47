// The Setup 2FA Login modal (docs/product.md, Screens and routes; Sign-in and two-factor; Validation; Messages and error codes).
const en = {
  title: 'Setup 2FA Login',
  intro: 'When two-factor sign-in is on, we e-mail you a 5-digit code each time you sign in.',
  email: 'E-mail for 2FA codes',
  enabled: 'Enable two-factor sign-in',
  code: 'Verification code',
  code_description: 'We sent a 5-digit code to {{email}}. Enter it to confirm.',
  save: 'Save',
  verify: 'Verify',
  back: 'Back',
  loading: 'Loading your 2FA setup…',
  updated: '2FA Settings Updated Succesfully',
  invalid_field: 'Form Error: Invalid field',
  load_failed_status: 'Form Error: Failed to loading 2FA setup: {{status}}',
  load_failed: 'Form Error: Failed to load current 2FA setup',
  submit_failed: 'Error submitting 2FA Email Setup',
} as const;

export type Catalogue = { readonly [K in keyof typeof en]: string };

export const twoFactorLocales = { en };

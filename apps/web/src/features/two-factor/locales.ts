// The Setup 2FA Login modal (§2, §4, §5, §8).
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

type Catalogue = { readonly [K in keyof typeof en]: string };

const pt: Catalogue = {
  title: 'Configurar início de sessão 2FA',
  intro:
    'Com a verificação em dois passos ativa, enviamos-lhe um código de 5 dígitos por e-mail em cada início de sessão.',
  email: 'E-mail para os códigos 2FA',
  enabled: 'Ativar a verificação em dois passos',
  code: 'Código de verificação',
  code_description: 'Enviámos um código de 5 dígitos para {{email}}. Introduza-o para confirmar.',
  save: 'Guardar',
  verify: 'Verificar',
  back: 'Voltar',
  loading: 'A carregar a sua configuração 2FA…',
  updated: 'Definições 2FA atualizadas com sucesso',
  invalid_field: 'Erro no formulário: campo inválido',
  load_failed_status: 'Erro no formulário: falha ao carregar a configuração 2FA: {{status}}',
  load_failed: 'Erro no formulário: falha ao carregar a configuração 2FA atual',
  submit_failed: 'Erro ao enviar a configuração de e-mail 2FA',
};

const de: Catalogue = {
  title: '2FA-Anmeldung einrichten',
  intro:
    'Ist die Zwei-Faktor-Anmeldung aktiv, senden wir Ihnen bei jeder Anmeldung einen 5-stelligen Code per E-Mail.',
  email: 'E-Mail für 2FA-Codes',
  enabled: 'Zwei-Faktor-Anmeldung aktivieren',
  code: 'Bestätigungscode',
  code_description:
    'Wir haben einen 5-stelligen Code an {{email}} gesendet. Geben Sie ihn zur Bestätigung ein.',
  save: 'Speichern',
  verify: 'Bestätigen',
  back: 'Zurück',
  loading: 'Ihre 2FA-Einstellungen werden geladen…',
  updated: '2FA-Einstellungen erfolgreich aktualisiert',
  invalid_field: 'Formularfehler: ungültiges Feld',
  load_failed_status: 'Formularfehler: 2FA-Einstellungen konnten nicht geladen werden: {{status}}',
  load_failed: 'Formularfehler: Aktuelle 2FA-Einstellungen konnten nicht geladen werden',
  submit_failed: 'Fehler beim Senden der 2FA-E-Mail-Einrichtung',
};

export const twoFactorLocales = { en, pt, de };

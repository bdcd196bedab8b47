// The German strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import type { accessTokensLocales as accessTokensSource, Widen } from './locales.ts';

const de: Widen<typeof accessTokensSource.en> = {
  title: 'Zugriffstokens',
  menu: 'Zugriffstokens',
  intro:
    'Mit persönlichen Zugriffstokens handeln KI-Assistenten und andere MCP- oder API-Clients in Ihrem Namen, mit Ihrer Rolle und Ihren Organisationen. Behandeln Sie ein Token wie ein Passwort.',
  usage: 'MCP-Clients senden es als Header Authorization: Bearer <token> an diese Adresse:',
  create_title: 'Neues Token',
  name: 'Name',
  name_description: 'Was es verwendet, z. B. „Claude Desktop“.',
  expiry: 'Läuft ab',
  expiry_days_one: 'In {{count}} Tag',
  expiry_days_other: 'In {{count}} Tagen',
  expiry_never: 'Nie',
  create: 'Token erstellen',
  created_title: 'Ihr neues Token',
  created_warning: 'Kopieren Sie es jetzt: Sie werden es nicht wieder sehen.',
  secret_label: 'Token',
  copy: 'Token kopieren',
  copied: 'Kopiert',
  done: 'Ich habe es kopiert',
  list_title: 'Ihre Tokens',
  empty: 'Noch keine Zugriffstokens.',
  load_error: 'Ihre Zugriffstokens konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  created: 'Erstellt',
  last_used: 'Zuletzt verwendet',
  expires: 'Läuft ab',
  never_used: 'Nie',
  never_expires: 'Nie',
  expired: 'Abgelaufen',
  revoke: 'Widerrufen',
  revoke_label: '{{name}} widerrufen',
  revoke_title: 'Dieses Token widerrufen?',
  revoke_message:
    '„{{name}}“ funktioniert sofort nicht mehr; jeder Client, der es verwendet, wird abgewiesen. Dies kann nicht rückgängig gemacht werden.',
  cancel: 'Abbrechen',
  revoked: 'Token widerrufen',
  account_only:
    'Tokens können weder Ihr Passwort noch die Zwei-Faktor-Einstellungen ändern oder Tokens verwalten: Melden Sie sich dafür an.',
};

export const accessTokensLocales = { de };

// The German strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import type { Catalogue } from './locales.ts';

const de: Catalogue = {
  register_title: 'Konto erstellen',
  register_subtitle: 'Behalten Sie Ihre Förderungen mit Grantflow im Blick',
  register_page: 'Registrieren',
  email: 'E-Mail',
  password: 'Passwort',
  password_description: 'Mindestens 8 Zeichen',
  confirm_password: 'Passwort bestätigen',
  organization_name: 'Name der Organisation',
  register_submit: 'Konto erstellen',
  account_created: 'Konto erfolgreich erstellt.',
  check_email_title: 'Prüfen Sie Ihre E-Mails',
  check_email_body:
    'Wir haben einen Bestätigungslink an {{email}} gesendet. Öffnen Sie ihn, um Ihr Konto zu aktivieren, und melden Sie sich dann an.',
  have_account: 'Sie haben bereits ein Konto?',
  go_to_login: 'Zur Anmeldung',
  verify_title: 'Ihre E-Mail wird bestätigt',
  verify_failed_title: 'Ihre E-Mail konnte nicht bestätigt werden',
  verify_failed_hint:
    'Ist Ihre Adresse bereits bestätigt, melden Sie sich an. Ist der Link abgelaufen, registrieren Sie sich erneut, um einen neuen zu erhalten.',
  register_again: 'Erneut registrieren',
  verify_body: 'Einen Moment, wir bestätigen Ihre E-Mail-Adresse.',
  verify_button: 'Wird bestätigt…',
  verify_missing_token:
    'Dieser Bestätigungslink ist unvollständig. Öffnen Sie den Link aus Ihrer E-Mail erneut.',
  verified: 'Ihre E-Mail wurde erfolgreich bestätigt. Willkommen!',
  verify_network_error: 'Fehler beim Senden des Tokens: {{detail}}',
  forgot_title: 'Passwort vergessen',
  forgot_subtitle: 'Geben Sie Ihre E-Mail-Adresse ein, und wir senden Ihnen einen Link zum Zurücksetzen.',
  send_email: 'E-Mail senden',
  go_back: 'Zurück',
  reset_link_sent: 'Der Link zum Zurücksetzen des Passworts wurde gesendet!',
  reset_title: 'Passwort zurücksetzen',
  reset_subtitle: 'Wählen Sie ein neues Passwort für Ihr Konto.',
  new_password: 'Neues Passwort',
  reset_submit: 'Passwort zurücksetzen',
  reset_missing_token: 'Dieser Link ist unvollständig. Fordern Sie einen neuen an.',
  reset_success_title: 'Willkommen zurück',
  reset_success: 'Ihr Passwort wurde zurückgesetzt.',
  toggle_visibility: 'Eingegebenen Text ein- oder ausblenden',
};

export const accountLocales = { de };

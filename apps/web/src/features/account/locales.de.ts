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
  legal_privacy_1:
    'Diese Grantflow-Installation wird von Ihrer Organisation oder deren Anbieter betrieben, der entscheidet, was wie lange gespeichert wird. Sie speichert die Konten, Förderer, Förderungen, Anträge, Berichte und Dokumente, die ihre Nutzer eingeben, und verwendet sie nur, um den Dienst zu erbringen.',
  legal_privacy_2:
    'Die Anmeldung nutzt ein Sitzungs-Cookie, das für den Dienst notwendig ist; Werbe- oder Tracking-Cookies werden nicht gesetzt. Serverprotokolle halten technische Angaben zu Anfragen fest (Zeit, Adresse, Pfad), um den Dienst lauffähig und sicher zu halten.',
  legal_privacy_3:
    'Um Ihre Daten einzusehen, zu berichtigen oder löschen zu lassen, oder bei Fragen zum Datenschutz, schreiben Sie an {{email}}.',
  legal_terms_1:
    'Grantflow steht den Mitgliedern der Organisationen zur Verfügung, die diese Installation nutzen, um Förderungen zu finden, zu verfolgen und zu erneuern. Nutzen Sie es nur für die Arbeit Ihrer Organisation und geben Sie Ihre Anmeldung nicht weiter.',
  legal_terms_2:
    'Sie sind für das verantwortlich, was Sie eingeben und hochladen, und dafür, es teilen zu dürfen. Laden Sie nichts Rechtswidriges oder Schädliches hoch.',
  legal_terms_3:
    'Der Dienst wird bereitgestellt, wie er ist, ohne Gewähr, dass er stets verfügbar oder fehlerfrei ist. Bei Fragen zu diesen Bedingungen schreiben Sie an {{email}}.',
  toggle_visibility: 'Eingegebenen Text ein- oder ausblenden',
};

export const accountLocales = { de };

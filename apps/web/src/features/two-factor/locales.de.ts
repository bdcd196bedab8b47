// The German strings of locales.ts (its en is the source and gives the shape); a module of its own so
// that each language's catalogue chunk carries only its language.
import type { Catalogue } from './locales.ts';

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

export const twoFactorLocales = { de };

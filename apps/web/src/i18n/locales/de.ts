import { accessTokensLocales } from '../../features/access-tokens/locales.de.ts';
import { accountLocales } from '../../features/account/locales.de.ts';
import { adminLocales } from '../../features/admin/locales.de.ts';
import { applicationsLocales } from '../../features/applications/locales.de.ts';
import { assistantLocales } from '../../features/assistant/locales.de.ts';
import { authLocales } from '../../features/auth/locales.de.ts';
import { awardLettersLocales } from '../../features/award-letters/locales.de.ts';
import { boardReportLocales } from '../../features/board-report/locales.de.ts';
import { calendarLocales } from '../../features/calendar/locales.de.ts';
import { consultantLocales } from '../../features/consultant/locales.de.ts';
import { dashboardLocales } from '../../features/dashboard/locales.de.ts';
import { deadlinesLocales } from '../../features/deadlines/locales.de.ts';
import { documentsLocales } from '../../features/documents/locales.de.ts';
import { draftingLocales } from '../../features/drafting/locales.de.ts';
import { funderFilingsLocales, fundersLocales } from '../../features/funders/locales.de.ts';
import { createGrantLocales, grantsLocales } from '../../features/grants/locales.de.ts';
import { historyLocales } from '../../features/history/locales.de.ts';
import { largestFundersLocales } from '../../features/largest-funders/locales.de.ts';
import { listExportLocales } from '../../features/list-export/locales.de.ts';
import { opportunitiesLocales } from '../../features/opportunities/locales.de.ts';
import { organizationsLocales } from '../../features/organizations/locales.de.ts';
import { pipelineLocales } from '../../features/pipeline/locales.de.ts';
import { programsLocales } from '../../features/programs/locales.de.ts';
import { remindersLocales } from '../../features/reminders/locales.de.ts';
import { renewalsLocales } from '../../features/renewals/locales.de.ts';
import { reportsLocales } from '../../features/reports/locales.de.ts';
import { spreadsheetImportLocales } from '../../features/spreadsheet-import/locales.de.ts';
import { supportLocales } from '../../features/support/locales.de.ts';
import { tasksLocales } from '../../features/tasks/locales.de.ts';
import { twoFactorLocales } from '../../features/two-factor/locales.de.ts';
import { codeLocales } from './codes.de.ts';
import type { Translation } from './en.ts';
import { uiDataLocales } from './ui-data.ts';

export const de: Translation = {
  app: {
    name: 'Grantflow',
    home: 'Grantflow-Startseite: zum Dashboard',
    loading: 'Wird geladen…',
    close: 'Schließen',
    overdue: 'Überfällig',
    skip_to_main: 'Zum Hauptinhalt springen',
  },
  nav: {
    main: 'Hauptnavigation',
    assistant: 'Assistent',
    dashboard: 'Dashboard',
    programs: 'Programme',
    grant_deadlines: 'Förderfristen',
    report_deadlines: 'Berichtsfristen',
    next_90_days: 'Nächste 90 Tage',
    funders: 'Förderer',
    opportunities: 'Ausschreibungen',
    admin: 'Admin',
    misc_help: 'Sonstiges/Hilfe',
    funder_type: 'Förderertyp',
    deadlines: 'Fristen (nächste N Tage)',
    calendar: 'Kalender',
    setup_2fa: '2FA-Anmeldung einrichten',
    help_support: 'Hilfe/Support',
    add_organization: 'Organisation hinzufügen',
  },
  acting: {
    region: 'Aktive Organisation',
    working_in: 'Sie arbeiten in {{organization}}',
    return: 'Zurück zu {{organization}}',
  },
  header: {
    organization_picker: 'Organisation',
    organization_picker_placeholder: 'Organisation wählen',
    user_menu: 'Benutzermenü',
    logout: 'Abmelden',
    language: 'Sprache',
  },
  languages: {
    en: 'English',
    pt: 'Português',
    de: 'Deutsch',
  },
  footer: {
    rights: 'Alle Rechte vorbehalten.',
  },
  pages: {
    dashboard: 'Dashboard',
    assistant: 'KI-Assistent',
    programs: 'Programme',
    grants: 'Förderungen',
    pipeline: 'Antragsübersicht',
    deadlines: 'Fristen',
    report_center: 'Berichtszentrale',
    funders: 'Förderer',
    largest_funders: 'Größte Förderer',
    funder_profile: 'Förderprofil',
    funder_documents: 'Förderer-Dokumente',
    login: 'Anmelden',
    forgot_password: 'Passwort vergessen',
    reset_password: 'Passwort zurücksetzen',
    verify_user: 'Benutzer bestätigen',
    calendar: 'Kalender',
  },
  not_found: {
    title: 'Nicht gefunden',
    body: 'Die gesuchte Seite existiert nicht.',
    home: 'Zur Startseite',
  },
  free_trial: {
    title: 'Ihr Testzeitraum ist abgelaufen',
    body: 'Um Grantflow weiter zu nutzen, wenden Sie sich bitte per E-Mail an den Support: <mail>{{email}}</mail>.',
  },
  login: {
    title: 'Anmelden',
    subtitle: 'Melden Sie sich bei Ihrem Grantflow-Konto an',
    email: 'E-Mail',
    email_placeholder: 'sie@beispiel.org',
    password: 'Passwort',
    submit: 'Anmelden',
    login_with: 'Anmelden mit',
    google: 'Google',
    microsoft: 'Microsoft',
    forgot_password: 'Passwort vergessen?',
    privacy: 'Datenschutzerklärung',
    terms: 'Nutzungsbedingungen',
    toggle_visibility: 'Eingegebenen Text ein- oder ausblenden',
    code: 'Bestätigungscode',
    code_description:
      'Wir haben einen 5-stelligen Code an Ihre E-Mail-Adresse gesendet. Geben Sie ihn ein, um die Anmeldung abzuschließen.',
    verify: 'Bestätigen',
    back: 'Zurück',
  },
  dashboard: {
    title: 'Dashboard',
    organization: 'Organisation',
    fiscal_year: 'Aktuelles Geschäftsjahr',
    fy: 'GJ {{year}}',
  },
  notifications: {
    error: 'Fehler',
    success: 'Erfolg',
  },
  errors: {
    unspecified_login: 'Unbekannter Fehler bei der Anmeldung',
    unexpected: 'Etwas ist schiefgelaufen',
    report_feedback: 'Feedback senden',
    feedback_title: 'Feedback senden',
    feedback_label: 'Was haben Sie getan, als das passierte?',
    feedback_send: 'Per E-Mail senden',
    offline: 'Sie sind offline.',
  },
  ...codeLocales.de,
  auth: authLocales.de,
  account: accountLocales.de,
  two_factor: twoFactorLocales.de,
  organizations: organizationsLocales.de,
  support: supportLocales.de,
  admin: adminLocales.de,
  funders: fundersLocales.de,
  funder_filings: funderFilingsLocales.de,
  history: historyLocales.de,
  ...programsLocales.de,
  grants: grantsLocales.de,
  create_grant: createGrantLocales.de,
  applications: applicationsLocales.de,
  reports: reportsLocales.de,
  pipeline: pipelineLocales.de,
  dashboard_page: dashboardLocales.de,
  board_report: boardReportLocales.de,
  ...deadlinesLocales.de,
  calendar: calendarLocales.de,
  reminders: remindersLocales.de,
  tasks: tasksLocales.de,
  access_tokens: accessTokensLocales.de,
  spreadsheet_import: spreadsheetImportLocales.de,
  largest_funders: largestFundersLocales.de,
  opportunities: opportunitiesLocales.de,
  ...documentsLocales.de,
  assistant: assistantLocales.de,
  drafting: draftingLocales.de,
  renewals: renewalsLocales.de,
  award_letters: awardLettersLocales.de,
  list_export: listExportLocales.de,
  consultant: consultantLocales.de,
  header_layout: {
    more: 'Mehr',
    offline_retry_hint: 'Die Seite lädt erneut, sobald die Verbindung zurück ist.',
    retry: 'Erneut versuchen',
  },
  date_input: {
    letters: { day: 'T', month: 'M', year: 'J' },
    unreadable: 'Geben Sie das Datum als {{format}} ein.',
    clear: 'Datum löschen',
  },
  ...uiDataLocales.de,
};

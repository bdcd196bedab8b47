import { accessTokensLocales } from '../../features/access-tokens/locales.ts';
import { accountLocales } from '../../features/account/locales.ts';
import { adminLocales } from '../../features/admin/locales.ts';
import { applicationsLocales } from '../../features/applications/locales.ts';
import { assistantLocales } from '../../features/assistant/locales.ts';
import { authLocales } from '../../features/auth/locales.ts';
import { awardLettersLocales } from '../../features/award-letters/locales.ts';
import { boardReportLocales } from '../../features/board-report/locales.ts';
import { calendarLocales } from '../../features/calendar/locales.ts';
import { consultantLocales } from '../../features/consultant/locales.ts';
import { dashboardLocales } from '../../features/dashboard/locales.ts';
import { deadlinesLocales } from '../../features/deadlines/locales.ts';
import { documentsLocales } from '../../features/documents/locales.ts';
import { draftingLocales } from '../../features/drafting/locales.ts';
import { funderFilingsLocales, fundersLocales } from '../../features/funders/locales.ts';
import { createGrantLocales, grantsLocales } from '../../features/grants/locales.ts';
import { historyLocales } from '../../features/history/locales.ts';
import { largestFundersLocales } from '../../features/largest-funders/locales.ts';
import { listExportLocales } from '../../features/list-export/locales.ts';
import { opportunitiesLocales } from '../../features/opportunities/locales.ts';
import { organizationsLocales } from '../../features/organizations/locales.ts';
import { pipelineLocales } from '../../features/pipeline/locales.ts';
import { programsLocales } from '../../features/programs/locales.ts';
import { remindersLocales } from '../../features/reminders/locales.ts';
import { renewalsLocales } from '../../features/renewals/locales.ts';
import { reportsLocales } from '../../features/reports/locales.ts';
import { spreadsheetImportLocales } from '../../features/spreadsheet-import/locales.ts';
import { supportLocales } from '../../features/support/locales.ts';
import { tasksLocales } from '../../features/tasks/locales.ts';
import { twoFactorLocales } from '../../features/two-factor/locales.ts';
import { codeLocales } from './codes.ts';
import { uiDataLocales } from './ui-data.ts';

// Source catalogue: pt and de must hold every key (enforced by the type and by i18n.test.ts).
export const en = {
  app: {
    name: 'Grantflow',
    home: 'Grantflow home: go to the dashboard',
    loading: 'Loading…',
    close: 'Close',
    overdue: 'Overdue',
    skip_to_main: 'Skip to main content',
  },
  nav: {
    main: 'Main navigation',
    assistant: 'Assistant',
    dashboard: 'Dashboard',
    programs: 'Programs',
    grant_deadlines: 'Grant Deadlines',
    report_deadlines: 'Report Deadlines',
    next_90_days: 'Next 90 Days',
    funders: 'Funders',
    opportunities: 'Opportunities',
    admin: 'Admin',
    misc_help: 'Misc./Help',
    funder_type: 'Funder Type',
    deadlines: 'Deadlines (next N days)',
    calendar: 'Calendar',
    setup_2fa: 'Setup 2FA Login',
    help_support: 'Help/Support',
    add_organization: 'Add Organization',
  },
  acting: {
    region: 'Acting organization',
    working_in: 'You are working in {{organization}}',
    return: 'Return to {{organization}}',
  },
  header: {
    organization_picker: 'Organization',
    organization_picker_placeholder: 'Choose an organization',
    user_menu: 'User menu',
    logout: 'Logout',
    language: 'Language',
  },
  languages: {
    en: 'English',
    pt: 'Português',
    de: 'Deutsch',
  },
  footer: {
    rights: 'All rights reserved.',
  },
  pages: {
    dashboard: 'Dashboard',
    assistant: 'AI Assistant',
    programs: 'Programs',
    grants: 'Grants',
    pipeline: 'Pipeline',
    deadlines: 'Deadlines',
    report_center: 'Report Center',
    funders: 'Funders',
    largest_funders: 'Largest Funders',
    funder_profile: 'Funder Profile',
    funder_documents: 'Funder Documents',
    login: 'Login',
    forgot_password: 'Forgot Password',
    reset_password: 'Reset Password',
    verify_user: 'Verify User',
    calendar: 'Calendar',
  },
  not_found: {
    title: 'Not Found',
    body: 'The page you are looking for does not exist.',
    home: 'Go to the start page',
  },
  free_trial: {
    title: 'Your free trial has ended',
    body: 'To keep using Grantflow, please contact support by e-mail at <mail>{{email}}</mail>.',
  },
  login: {
    title: 'Login',
    subtitle: 'Sign in to your Grantflow account',
    email: 'Email',
    email_placeholder: 'you@example.org',
    password: 'Password',
    submit: 'Login',
    login_with: 'Login With',
    google: 'Google',
    microsoft: 'Microsoft',
    forgot_password: 'Forgot password?',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    toggle_visibility: 'Show or hide the typed text',
    code: 'Verification code',
    code_description: 'We sent a 5-digit code to your e-mail address. Enter it to finish signing in.',
    verify: 'Verify',
    back: 'Go back',
  },
  dashboard: {
    title: 'Dashboard',
    organization: 'Organization',
    fiscal_year: 'Current fiscal year',
    fy: 'FY {{year}}',
  },
  notifications: {
    error: 'Error',
    success: 'Success',
  },
  errors: {
    unspecified_login: 'Unspecified login process error',
    unexpected: 'Something went wrong',
    report_feedback: 'Report feedback',
    feedback_title: 'Report feedback',
    feedback_label: 'What were you doing when this happened?',
    feedback_send: 'Send by e-mail',
    offline: 'You are offline.',
  },
  ...codeLocales.en,
  auth: authLocales.en,
  account: accountLocales.en,
  two_factor: twoFactorLocales.en,
  organizations: organizationsLocales.en,
  support: supportLocales.en,
  admin: adminLocales.en,
  funders: fundersLocales.en,
  funder_filings: funderFilingsLocales.en,
  history: historyLocales.en,
  ...programsLocales.en,
  grants: grantsLocales.en,
  create_grant: createGrantLocales.en,
  applications: applicationsLocales.en,
  reports: reportsLocales.en,
  pipeline: pipelineLocales.en,
  dashboard_page: dashboardLocales.en,
  board_report: boardReportLocales.en,
  ...deadlinesLocales.en,
  calendar: calendarLocales.en,
  reminders: remindersLocales.en,
  tasks: tasksLocales.en,
  access_tokens: accessTokensLocales.en,
  spreadsheet_import: spreadsheetImportLocales.en,
  largest_funders: largestFundersLocales.en,
  opportunities: opportunitiesLocales.en,
  ...documentsLocales.en,
  assistant: assistantLocales.en,
  drafting: draftingLocales.en,
  renewals: renewalsLocales.en,
  award_letters: awardLettersLocales.en,
  list_export: listExportLocales.en,
  consultant: consultantLocales.en,
  header_layout: {
    more: 'More',
    offline_retry_hint: 'The page will load again when the connection returns.',
    retry: 'Try again',
  },
  date_input: {
    letters: { day: 'D', month: 'M', year: 'Y' },
    unreadable: 'Enter the date as {{format}}.',
    clear: 'Clear the date',
  },
  ...uiDataLocales.en,
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language must fill. */
export type Translation = Widen<typeof en>;

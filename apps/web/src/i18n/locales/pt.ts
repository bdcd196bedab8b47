import { accessTokensLocales } from '../../features/access-tokens/locales.pt.ts';
import { accountLocales } from '../../features/account/locales.pt.ts';
import { adminLocales } from '../../features/admin/locales.pt.ts';
import { applicationsLocales } from '../../features/applications/locales.pt.ts';
import { assistantLocales } from '../../features/assistant/locales.pt.ts';
import { authLocales } from '../../features/auth/locales.pt.ts';
import { awardLettersLocales } from '../../features/award-letters/locales.pt.ts';
import { boardReportLocales } from '../../features/board-report/locales.pt.ts';
import { calendarLocales } from '../../features/calendar/locales.pt.ts';
import { consultantLocales } from '../../features/consultant/locales.pt.ts';
import { dashboardLocales } from '../../features/dashboard/locales.pt.ts';
import { deadlinesLocales } from '../../features/deadlines/locales.pt.ts';
import { documentsLocales } from '../../features/documents/locales.pt.ts';
import { draftingLocales } from '../../features/drafting/locales.pt.ts';
import { funderFilingsLocales, fundersLocales } from '../../features/funders/locales.pt.ts';
import { createGrantLocales, grantsLocales } from '../../features/grants/locales.pt.ts';
import { historyLocales } from '../../features/history/locales.pt.ts';
import { largestFundersLocales } from '../../features/largest-funders/locales.pt.ts';
import { listExportLocales } from '../../features/list-export/locales.pt.ts';
import { opportunitiesLocales } from '../../features/opportunities/locales.pt.ts';
import { organizationsLocales } from '../../features/organizations/locales.pt.ts';
import { pipelineLocales } from '../../features/pipeline/locales.pt.ts';
import { programsLocales } from '../../features/programs/locales.pt.ts';
import { remindersLocales } from '../../features/reminders/locales.pt.ts';
import { renewalsLocales } from '../../features/renewals/locales.pt.ts';
import { reportsLocales } from '../../features/reports/locales.pt.ts';
import { spreadsheetImportLocales } from '../../features/spreadsheet-import/locales.pt.ts';
import { supportLocales } from '../../features/support/locales.pt.ts';
import { tasksLocales } from '../../features/tasks/locales.pt.ts';
import { twoFactorLocales } from '../../features/two-factor/locales.pt.ts';
import { codeLocales } from './codes.pt.ts';
import type { Translation } from './en.ts';
import { uiDataLocales } from './ui-data.ts';

export const pt: Translation = {
  app: {
    name: 'Grantflow',
    home: 'Início do Grantflow: ir para o painel',
    loading: 'Carregando…',
    close: 'Fechar',
    overdue: 'Em atraso',
    skip_to_main: 'Pular para o conteúdo principal',
  },
  nav: {
    main: 'Navegação principal',
    assistant: 'Assistente',
    dashboard: 'Painel',
    programs: 'Programas',
    // Short, as the pages' own titles (Subsídios, Central de relatórios): the header must fit a laptop.
    grant_deadlines: 'Subsídios',
    report_deadlines: 'Relatórios',
    next_90_days: 'Próximos 90 dias',
    funders: 'Financiadores',
    opportunities: 'Oportunidades',
    admin: 'Admin',
    misc_help: 'Diversos/Ajuda',
    funder_type: 'Tipo de financiador',
    deadlines: 'Prazos (próximos N dias)',
    calendar: 'Calendário',
    setup_2fa: 'Configurar login com 2FA',
    help_support: 'Ajuda/Suporte',
    add_organization: 'Adicionar organização',
  },
  acting: {
    region: 'Organização em uso',
    working_in: 'Você está trabalhando em {{organization}}',
    return: 'Voltar para {{organization}}',
  },
  header: {
    organization_picker: 'Organização',
    organization_picker_placeholder: 'Escolha uma organização',
    user_menu: 'Menu do usuário',
    logout: 'Sair',
    language: 'Idioma',
  },
  languages: {
    en: 'English',
    pt: 'Português',
    de: 'Deutsch',
  },
  footer: {
    rights: 'Todos os direitos reservados.',
  },
  pages: {
    dashboard: 'Painel',
    assistant: 'Assistente de IA',
    programs: 'Programas',
    grants: 'Subsídios',
    pipeline: 'Funil de candidaturas',
    deadlines: 'Prazos',
    report_center: 'Central de relatórios',
    funders: 'Financiadores',
    largest_funders: 'Maiores financiadores',
    funder_profile: 'Perfil do financiador',
    funder_documents: 'Documentos do financiador',
    login: 'Entrar',
    forgot_password: 'Esqueci a senha',
    reset_password: 'Redefinir senha',
    verify_user: 'Verificar usuário',
    calendar: 'Calendário',
  },
  not_found: {
    title: 'Não encontrado',
    body: 'A página que você procura não existe.',
    home: 'Ir para a página inicial',
  },
  free_trial: {
    title: 'Seu período de avaliação terminou',
    body: 'Para continuar usando o Grantflow, entre em contato com o suporte pelo e-mail <mail>{{email}}</mail>.',
  },
  login: {
    title: 'Entrar',
    subtitle: 'Acesse sua conta Grantflow',
    email: 'E-mail',
    email_placeholder: 'voce@exemplo.org',
    password: 'Senha',
    submit: 'Entrar',
    login_with: 'Entrar com',
    google: 'Google',
    microsoft: 'Microsoft',
    forgot_password: 'Esqueceu a senha?',
    privacy: 'Política de privacidade',
    terms: 'Termos de serviço',
    toggle_visibility: 'Mostrar ou ocultar o texto digitado',
    code: 'Código de verificação',
    code_description: 'Enviamos um código de 5 dígitos para seu e-mail. Digite-o para concluir o login.',
    verify: 'Verificar',
    back: 'Voltar',
  },
  dashboard: {
    title: 'Painel',
    organization: 'Organização',
    fiscal_year: 'Ano fiscal atual',
    fy: 'AF {{year}}',
  },
  notifications: {
    error: 'Erro',
    success: 'Sucesso',
  },
  errors: {
    unspecified_login: 'Erro não especificado no processo de login',
    unexpected: 'Algo deu errado',
    report_feedback: 'Enviar feedback',
    feedback_title: 'Enviar feedback',
    feedback_label: 'O que você estava fazendo quando isso aconteceu?',
    feedback_send: 'Enviar por e-mail',
    offline: 'Você está offline.',
  },
  ...codeLocales.pt,
  auth: authLocales.pt,
  account: accountLocales.pt,
  two_factor: twoFactorLocales.pt,
  organizations: organizationsLocales.pt,
  support: supportLocales.pt,
  admin: adminLocales.pt,
  funders: fundersLocales.pt,
  funder_filings: funderFilingsLocales.pt,
  history: historyLocales.pt,
  ...programsLocales.pt,
  grants: grantsLocales.pt,
  create_grant: createGrantLocales.pt,
  applications: applicationsLocales.pt,
  reports: reportsLocales.pt,
  pipeline: pipelineLocales.pt,
  dashboard_page: dashboardLocales.pt,
  board_report: boardReportLocales.pt,
  ...deadlinesLocales.pt,
  calendar: calendarLocales.pt,
  reminders: remindersLocales.pt,
  tasks: tasksLocales.pt,
  access_tokens: accessTokensLocales.pt,
  spreadsheet_import: spreadsheetImportLocales.pt,
  largest_funders: largestFundersLocales.pt,
  opportunities: opportunitiesLocales.pt,
  ...documentsLocales.pt,
  assistant: assistantLocales.pt,
  drafting: draftingLocales.pt,
  renewals: renewalsLocales.pt,
  award_letters: awardLettersLocales.pt,
  list_export: listExportLocales.pt,
  consultant: consultantLocales.pt,
  header_layout: {
    more: 'Mais',
    offline_retry_hint: 'A página será carregada de novo quando a conexão voltar.',
    retry: 'Tentar novamente',
  },
  date_input: {
    letters: { day: 'D', month: 'M', year: 'A' },
    unreadable: 'Digite a data como {{format}}.',
    clear: 'Limpar a data',
  },
  ...uiDataLocales.pt,
};

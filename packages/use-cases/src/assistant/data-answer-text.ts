import type { SupportedLanguage } from '@grantflow/domain/constants/limits';
import { toDisplayDate } from '@grantflow/domain/dates/display-date';
import { centsToDollars } from '@grantflow/domain/money/money-units';

// What the Data source says without a model, in the user's language: a short sentence, then a table
// whose rows link to the records. Money in the organisation's currency and dates in the user's format.

interface DataAnswerText {
  deadlines: (count: number, from: string, to: string) => string;
  noDeadlines: (from: string, to: string) => string;
  reportsDue: (count: number, from: string, to: string) => string;
  noReportsDue: (from: string, to: string) => string;
  reportsOverdue: (count: number) => string;
  noReportsOverdue: string;
  totalsByYear: string;
  totalsByFunder: (year: string) => string;
  totalsByProgram: (year: string) => string;
  nothingAwarded: (year: string) => string;
  goals: (year: string) => string;
  noGoals: (year: string) => string;
  funder: (name: string) => string;
  noFunderFound: string;
  headers: {
    deadline: string;
    funder: string;
    program: string;
    requested: string;
    awarded: string;
    pending: string;
    sent: string;
    fiscalYear: string;
    urgency: string;
    goal: string;
    achieved: string;
    missing: string;
    submitted: string;
    awards: string;
    winRate: string;
    responseDays: string;
  };
  required: string;
  courtesy: string;
  /** Under a table cut short: where the whole list is. */
  more: (shown: number, total: number, list: 'deadlines' | 'reports') => string;
  /** The answer to a question not understood: what can be asked, as examples. */
  help: string;
}

const TEXT: Readonly<Record<SupportedLanguage, DataAnswerText>> = {
  en: {
    deadlines: (n, from, to) => `${n} application deadline${n === 1 ? '' : 's'} from ${from} to ${to}:`,
    noDeadlines: (from, to) => `No application deadlines from ${from} to ${to}.`,
    reportsDue: (n, from, to) => `${n} report${n === 1 ? '' : 's'} due from ${from} to ${to}:`,
    noReportsDue: (from, to) => `No reports are due from ${from} to ${to}.`,
    reportsOverdue: (n) => `${n} required report${n === 1 ? ' is' : 's are'} overdue:`,
    noReportsOverdue: 'No required report is overdue.',
    totalsByYear: 'Sent, awarded and pending by fiscal year:',
    totalsByFunder: (year) => `Awarded by funder in fiscal year ${year}:`,
    totalsByProgram: (year) => `Awarded by program in fiscal year ${year}:`,
    nothingAwarded: (year) => `Nothing was awarded in fiscal year ${year}.`,
    goals: (year) => `Program goals for fiscal year ${year}:`,
    noGoals: (year) => `No program has a goal for fiscal year ${year}.`,
    funder: (name) => `How ${name} has answered your applications:`,
    noFunderFound: 'I could not tell which funder you mean. Use the funder’s name as it is in Grantflow.',
    headers: {
      deadline: 'Deadline',
      funder: 'Funder',
      program: 'Program',
      requested: 'Requested',
      awarded: 'Awarded',
      pending: 'Pending',
      sent: 'Sent',
      fiscalYear: 'Fiscal year',
      urgency: 'Urgency',
      goal: 'Goal',
      achieved: 'Achieved',
      missing: 'Still to raise',
      submitted: 'Submitted',
      awards: 'Awards',
      winRate: 'Win rate',
      responseDays: 'Median days to answer',
    },
    more: (shown, total, list) =>
      `The first ${shown} of ${total}; the ${list === 'deadlines' ? 'Grant Deadlines' : 'Report Deadlines'} page lists them all.`,
    required: 'Required',
    courtesy: 'Courtesy',
    help: [
      'Without a language model I can answer these questions about your records:',
      '- deadlines in a period: *What deadlines do we have in the next 30 days?*',
      '- reports due or overdue: *Which reports are overdue?*, *What reports are due next month?*',
      '- totals awarded, requested and pending: *How much were we awarded by funder in 2026?*',
      '- goal progress: *How are our program goals going?*',
      '- a funder’s win rate and response time: *What is the win rate with Hollis?*',
    ].join('\n'),
  },
  pt: {
    deadlines: (n, from, to) => `${n} prazo${n === 1 ? '' : 's'} de proposta de ${from} a ${to}:`,
    noDeadlines: (from, to) => `Nenhum prazo de proposta de ${from} a ${to}.`,
    reportsDue: (n, from, to) => `${n} relatório${n === 1 ? '' : 's'} com prazo de ${from} a ${to}:`,
    noReportsDue: (from, to) => `Nenhum relatório com prazo de ${from} a ${to}.`,
    reportsOverdue: (n) =>
      `${n} relatório${n === 1 ? ' obrigatório está' : 's obrigatórios estão'} em atraso:`,
    noReportsOverdue: 'Nenhum relatório obrigatório está em atraso.',
    totalsByYear: 'Enviado, concedido e pendente por ano fiscal:',
    totalsByFunder: (year) => `Concedido por financiador no ano fiscal ${year}:`,
    totalsByProgram: (year) => `Concedido por programa no ano fiscal ${year}:`,
    nothingAwarded: (year) => `Nada foi concedido no ano fiscal ${year}.`,
    goals: (year) => `Metas dos programas no ano fiscal ${year}:`,
    noGoals: (year) => `Nenhum programa tem meta para o ano fiscal ${year}.`,
    funder: (name) => `Como ${name} respondeu às suas propostas:`,
    noFunderFound: 'Não consegui identificar o financiador. Use o nome dele como está no Grantflow.',
    headers: {
      deadline: 'Prazo',
      funder: 'Financiador',
      program: 'Programa',
      requested: 'Solicitado',
      awarded: 'Concedido',
      pending: 'Pendente',
      sent: 'Enviado',
      fiscalYear: 'Ano fiscal',
      urgency: 'Urgência',
      goal: 'Meta',
      achieved: 'Alcançado',
      missing: 'Falta captar',
      submitted: 'Enviadas',
      awards: 'Concessões',
      winRate: 'Taxa de sucesso',
      responseDays: 'Mediana de dias até a resposta',
    },
    more: (shown, total, list) =>
      `Os primeiros ${shown} de ${total}; a página ${list === 'deadlines' ? 'Prazos de subsídios' : 'Prazos de relatórios'} lista todos.`,
    required: 'Obrigatório',
    courtesy: 'Cortesia',
    help: [
      'Sem um modelo de linguagem, posso responder a estas perguntas sobre seus registros:',
      '- prazos em um período: *Quais prazos temos nos próximos 30 dias?*',
      '- relatórios a entregar ou em atraso: *Quais relatórios estão em atraso?*',
      '- totais concedidos, solicitados e pendentes: *Quanto foi concedido por financiador em 2026?*',
      '- andamento das metas: *Como estão as metas dos programas?*',
      '- taxa de sucesso e tempo de resposta de um financiador: *Qual é a taxa de sucesso com a Hollis?*',
    ].join('\n'),
  },
  de: {
    deadlines: (n, from, to) => `${n} Antragsfrist${n === 1 ? '' : 'en'} vom ${from} bis ${to}:`,
    noDeadlines: (from, to) => `Keine Antragsfristen vom ${from} bis ${to}.`,
    reportsDue: (n, from, to) => `${n} Bericht${n === 1 ? '' : 'e'} fällig vom ${from} bis ${to}:`,
    noReportsDue: (from, to) => `Vom ${from} bis ${to} sind keine Berichte fällig.`,
    reportsOverdue: (n) => `${n} Pflichtbericht${n === 1 ? ' ist' : 'e sind'} überfällig:`,
    noReportsOverdue: 'Kein Pflichtbericht ist überfällig.',
    totalsByYear: 'Gesendet, bewilligt und offen je Geschäftsjahr:',
    totalsByFunder: (year) => `Bewilligt je Förderer im Geschäftsjahr ${year}:`,
    totalsByProgram: (year) => `Bewilligt je Programm im Geschäftsjahr ${year}:`,
    nothingAwarded: (year) => `Im Geschäftsjahr ${year} wurde nichts bewilligt.`,
    goals: (year) => `Programmziele im Geschäftsjahr ${year}:`,
    noGoals: (year) => `Kein Programm hat ein Ziel für das Geschäftsjahr ${year}.`,
    funder: (name) => `So hat ${name} auf Ihre Anträge geantwortet:`,
    noFunderFound:
      'Ich konnte nicht erkennen, welchen Förderer Sie meinen. Nennen Sie ihn, wie er in Grantflow heißt.',
    headers: {
      deadline: 'Frist',
      funder: 'Förderer',
      program: 'Programm',
      requested: 'Beantragt',
      awarded: 'Bewilligt',
      pending: 'Offen',
      sent: 'Gesendet',
      fiscalYear: 'Geschäftsjahr',
      urgency: 'Dringlichkeit',
      goal: 'Ziel',
      achieved: 'Erreicht',
      missing: 'Noch einzuwerben',
      submitted: 'Gesendet',
      awards: 'Bewilligungen',
      winRate: 'Erfolgsquote',
      responseDays: 'Median der Tage bis zur Antwort',
    },
    more: (shown, total, list) =>
      `Die ersten ${shown} von ${total}; die Seite ${list === 'deadlines' ? 'Förderfristen' : 'Berichtsfristen'} zeigt alle.`,
    required: 'Pflicht',
    courtesy: 'Freiwillig',
    help: [
      'Ohne Sprachmodell kann ich diese Fragen zu Ihren Daten beantworten:',
      '- Fristen in einem Zeitraum: *Welche Fristen haben wir in den nächsten 30 Tagen?*',
      '- fällige oder überfällige Berichte: *Welche Berichte sind überfällig?*',
      '- bewilligte, beantragte und offene Summen: *Wie viel wurde 2026 je Förderer bewilligt?*',
      '- Stand der Ziele: *Wie stehen unsere Programmziele?*',
      '- Erfolgsquote und Antwortzeit eines Förderers: *Wie ist die Erfolgsquote bei Hollis?*',
    ].join('\n'),
  },
};

export const dataAnswerText = (language: SupportedLanguage): DataAnswerText => TEXT[language];

const LOCALES: Record<SupportedLanguage, string> = { en: 'en-US', pt: 'pt-BR', de: 'de-DE' };

/** Cents as the user reads money, in the organisation's currency: '$60,000.50', 'R$ 60.000,50'. */
export function moneyText(cents: number, currency: string, language: SupportedLanguage): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(centsToDollars(cents));
}

export const percentText = (share: number, language: SupportedLanguage): string =>
  new Intl.NumberFormat(LOCALES[language], { style: 'percent', maximumFractionDigits: 0 }).format(share);

export const dateText = (date: string, language: SupportedLanguage): string => toDisplayDate(date, language);

/** A Markdown table; cells have their pipes escaped. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A link to a record; the label's brackets are escaped. */
export const link = (label: string, href: string): string => `[${label.replace(/[[\]]/g, '')}](${href})`;

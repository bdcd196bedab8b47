import type { SupportedLanguage } from '@grantflow/domain/constants/limits';

// What the Data source says without a model, in the user's language: a short sentence, then a table
// whose rows link to the records (figures written by data-answer-format.ts).

/** The screen that lists all the rows of a table cut short. */
export type MoreList = 'deadlines' | 'reports' | 'funders';

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
  nothingInYear: (year: string) => string;
  goals: (year: string) => string;
  noGoals: (year: string) => string;
  funder: (name: string) => string;
  allFunders: string;
  noFunderAnswered: string;
  noFunderFound: string;
  lastAward: (name: string) => string;
  noAward: (name: string) => string;
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
    awardDate: string;
    grant: string;
  };
  required: string;
  courtesy: string;
  /** Under a table cut short: where the whole list is. */
  more: (shown: number, total: number, list: MoreList) => string;
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
    totalsByFunder: (year) => `Sent, awarded and pending by funder in fiscal year ${year}:`,
    totalsByProgram: (year) => `Sent, awarded and pending by program in fiscal year ${year}:`,
    nothingInYear: (year) => `Nothing was sent or awarded in fiscal year ${year}.`,
    goals: (year) => `Program goals for fiscal year ${year}:`,
    noGoals: (year) => `No program has a goal for fiscal year ${year}.`,
    funder: (name) => `How ${name} has answered your applications:`,
    allFunders: 'How your funders have answered your applications, most submissions first:',
    noFunderAnswered: 'No application has been submitted yet, so there is no win rate to show.',
    noFunderFound: 'I could not tell which funder you mean. Use the funder’s name as it is in Grantflow.',
    lastAward: (name) => `The last award from ${name}:`,
    noAward: (name) => `${name} has not awarded you anything yet.`,
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
      awardDate: 'Award date',
      grant: 'Grant',
    },
    more: (shown, total, list) =>
      `The first ${shown} of ${total}; the ${{ deadlines: 'Grant Deadlines', reports: 'Report Deadlines', funders: 'Largest Funders' }[list]} page lists them all.`,
    required: 'Required',
    courtesy: 'Courtesy',
    help: [
      'Without a language model I can answer these questions about your records:',
      '- deadlines in a period: *What deadlines do we have in the next 30 days?*, *What is due in October?*',
      '- reports due or overdue: *Which reports are overdue?*, *What reports are due next month?*',
      '- totals sent, awarded and pending by funder, by program or by fiscal year: *How much were we awarded by funder in FY2025?*, *How much is pending this year?*',
      '- a funder’s win rate and response time: *What is the win rate with Hollis?*, *How long does Hollis take to answer?*',
      '- a funder’s last award: *When was our last award from Hollis?*',
      '- goal progress: *How are our program goals going this year?*',
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
    totalsByFunder: (year) => `Enviado, concedido e pendente por financiador no ano fiscal ${year}:`,
    totalsByProgram: (year) => `Enviado, concedido e pendente por programa no ano fiscal ${year}:`,
    nothingInYear: (year) => `Nada foi enviado nem concedido no ano fiscal ${year}.`,
    goals: (year) => `Metas dos programas no ano fiscal ${year}:`,
    noGoals: (year) => `Nenhum programa tem meta para o ano fiscal ${year}.`,
    funder: (name) => `Como ${name} respondeu às suas propostas:`,
    allFunders: 'Como seus financiadores responderam às suas propostas, primeiro os que mais receberam:',
    noFunderAnswered: 'Nenhuma proposta foi enviada ainda, então não há taxa de sucesso para mostrar.',
    noFunderFound: 'Não consegui identificar o financiador. Use o nome dele como está no Grantflow.',
    lastAward: (name) => `A última concessão de ${name}:`,
    noAward: (name) => `${name} ainda não concedeu nada a vocês.`,
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
      awardDate: 'Data da concessão',
      grant: 'Subsídio',
    },
    more: (shown, total, list) =>
      `Os primeiros ${shown} de ${total}; a página ${{ deadlines: 'Prazos de subsídios', reports: 'Prazos de relatórios', funders: 'Maiores financiadores' }[list]} lista todos.`,
    required: 'Obrigatório',
    courtesy: 'Cortesia',
    help: [
      'Sem um modelo de linguagem, posso responder a estas perguntas sobre seus registros:',
      '- prazos em um período: *Quais prazos temos nos próximos 30 dias?*, *O que vence em outubro?*',
      '- relatórios a entregar ou em atraso: *Quais relatórios estão em atraso?*',
      '- totais enviados, concedidos e pendentes por financiador, por programa ou por ano fiscal: *Quanto foi concedido por financiador no FY2025?*, *Quanto está pendente este ano?*',
      '- taxa de sucesso e tempo de resposta de um financiador: *Qual é a taxa de sucesso com a Hollis?*',
      '- a última concessão de um financiador: *Qual foi a última concessão da Hollis?*',
      '- andamento das metas: *Como estão as metas dos programas este ano?*',
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
    totalsByFunder: (year) => `Gesendet, bewilligt und offen je Förderer im Geschäftsjahr ${year}:`,
    totalsByProgram: (year) => `Gesendet, bewilligt und offen je Programm im Geschäftsjahr ${year}:`,
    nothingInYear: (year) => `Im Geschäftsjahr ${year} wurde nichts gesendet und nichts bewilligt.`,
    goals: (year) => `Programmziele im Geschäftsjahr ${year}:`,
    noGoals: (year) => `Kein Programm hat ein Ziel für das Geschäftsjahr ${year}.`,
    funder: (name) => `So hat ${name} auf Ihre Anträge geantwortet:`,
    allFunders: 'So haben Ihre Förderer auf Ihre Anträge geantwortet, die mit den meisten Anträgen zuerst:',
    noFunderAnswered: 'Es wurde noch kein Antrag gesendet, daher gibt es keine Erfolgsquote.',
    lastAward: (name) => `Die letzte Bewilligung von ${name}:`,
    noAward: (name) => `${name} hat Ihnen noch nichts bewilligt.`,
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
      awardDate: 'Bewilligt am',
      grant: 'Förderung',
    },
    more: (shown, total, list) =>
      `Die ersten ${shown} von ${total}; die Seite ${{ deadlines: 'Förderfristen', reports: 'Berichtsfristen', funders: 'Größte Förderer' }[list]} zeigt alle.`,
    required: 'Pflicht',
    courtesy: 'Freiwillig',
    help: [
      'Ohne Sprachmodell kann ich diese Fragen zu Ihren Daten beantworten:',
      '- Fristen in einem Zeitraum: *Welche Fristen haben wir in den nächsten 30 Tagen?*, *Was ist im Oktober fällig?*',
      '- fällige oder überfällige Berichte: *Welche Berichte sind überfällig?*',
      '- gesendete, bewilligte und offene Summen je Förderer, je Programm oder je Geschäftsjahr: *Wie viel wurde im FY2025 je Förderer bewilligt?*, *Wie viel ist dieses Jahr noch offen?*',
      '- Erfolgsquote und Antwortzeit eines Förderers: *Wie ist die Erfolgsquote bei Hollis?*',
      '- die letzte Bewilligung eines Förderers: *Wann hat Hollis uns zuletzt etwas bewilligt?*',
      '- Stand der Ziele: *Wie stehen unsere Programmziele dieses Jahr?*',
    ].join('\n'),
  },
};

export const dataAnswerText = (language: SupportedLanguage): DataAnswerText => TEXT[language];

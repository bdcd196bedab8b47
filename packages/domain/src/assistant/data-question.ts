// The questions a grants manager asks of their own records, recognised in English, Portuguese and German
// without a language model: what kind of answer is asked for and over which days. Each kind is answered
// by the product's own reads (never SQL written from the question); a question not recognised here gets
// the list of what can be answered. Word lists are lower-case and accent-free (see `fold`).

import { daysInMonth, parseWireDate } from '../dates/calendar-date.ts';
import { addDays } from '../dates/date-arithmetic.ts';

export interface DayRange {
  /** Inclusive yyyy-MM-dd. */
  start: string;
  end: string;
}

export type DataQuestion =
  | { kind: 'deadlines'; range: DayRange }
  | { kind: 'reports'; overdue: boolean; range: DayRange }
  | {
      kind: 'totals';
      by: 'funder' | 'program' | 'year';
      fiscalYear: number | null;
      /** Words that may name one funder ('how much did Hollis give us'). */
      words: string[];
    }
  | { kind: 'goals'; fiscalYear: number | null }
  | { kind: 'funder'; words: string[] };

/** Lower case, accents removed, punctuation to spaces: 'Relatórios Überfällig?' → 'relatorios uberfallig'. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const has = (text: string, stems: readonly string[]) =>
  stems.some((stem) => new RegExp(`(^| )${stem}`).test(text));

const WORDS = {
  report: ['report', 'relatorio', 'prestacao de contas', 'bericht', 'verwendungsnachweis', 'sachbericht'],
  overdue: [
    'overdue',
    'late',
    'missed',
    'past due',
    'atrasad',
    'em atraso',
    'vencid',
    'uberfallig',
    'verspatet',
    'versaumt',
  ],
  deadline: ['deadline', 'due', 'upcoming', 'prazo', 'venc', 'frist', 'fallig', 'termin', 'abgabe'],
  goal: ['goal', 'target', 'meta', 'objetivo', 'ziel'],
  funderStats: [
    'win rate',
    'success rate',
    'how often',
    'respond',
    'response time',
    'hit rate',
    'taxa de sucesso',
    'taxa de aprovac',
    'responde',
    'tempo de resposta',
    'erfolgsquote',
    'zusagequote',
    'antwort',
    'reagier',
  ],
  total: [
    'how much',
    'total',
    'sum',
    'amount',
    'awarded',
    'won',
    'received',
    'requested',
    'pending',
    'raised',
    'quanto',
    'soma',
    'valor',
    'concedid',
    'ganh',
    'recebid',
    'solicitad',
    'pedid',
    'pendente',
    'arrecad',
    'wie viel',
    'wieviel',
    'summe',
    'gesamt',
    'betrag',
    'bewilligt',
    'erhalten',
    'beantragt',
    'ausstehend',
    'eingeworben',
  ],
  byFunder: [
    'by funder',
    'per funder',
    'each funder',
    'funders',
    'por financiador',
    'financiadores',
    'pro forderer',
    'je forderer',
    'forderer',
  ],
  byProgram: [
    'by program',
    'per program',
    'each program',
    'programs',
    'por programa',
    'programas',
    'pro programm',
    'je programm',
    'programme',
  ],
} as const;

const MONTHS: readonly (readonly string[])[] = [
  ['january', 'janeiro', 'januar'],
  ['february', 'fevereiro', 'februar'],
  ['march', 'marco', 'marz'],
  ['april', 'abril'],
  ['may', 'maio', 'mai'],
  ['june', 'junho', 'juni'],
  ['july', 'julho', 'juli'],
  ['august', 'agosto'],
  ['september', 'setembro'],
  ['october', 'outubro', 'oktober'],
  ['november', 'novembro'],
  ['december', 'dezembro', 'dezember'],
];

const NEXT = '(?:next|coming|proxim[oa]s?|nachsten|kommenden)';
const THIS = '(?:this|current|este|esta|neste|nesta|dieser|diesem|diese|dieses)';

/** The days a question speaks of, or `fallback` (from today) when it names none. */
export function periodOf(text: string, today: string, fallbackDays: number): DayRange {
  const days = new RegExp(`${NEXT} (\\d{1,3}) (?:days?|dias|tagen?)`).exec(text);
  if (days) return { start: today, end: addDays(today, Number(days[1]) - 1) };
  const weeks = new RegExp(`${NEXT} (\\d{1,2}) (?:weeks?|semanas|wochen)`).exec(text);
  if (weeks) return { start: today, end: addDays(today, Number(weeks[1]) * 7 - 1) };
  const date = parseWireDate(today);
  if (!date) return { start: today, end: addDays(today, fallbackDays - 1) };
  const monthRange = (year: number, month: number): DayRange => ({
    start: `${year}-${String(month).padStart(2, '0')}-01`,
    end: `${year}-${String(month).padStart(2, '0')}-${String(daysInMonth(year, month)).padStart(2, '0')}`,
  });
  if (new RegExp(`${NEXT} (?:week|semana|woche)`).test(text)) {
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    const monday = addDays(today, (8 - weekday) % 7 || 7);
    return { start: monday, end: addDays(monday, 6) };
  }
  if (new RegExp(`${THIS} (?:week|semana|woche)`).test(text)) return { start: today, end: addDays(today, 6) };
  if (new RegExp(`${NEXT} (?:month|mes|monat)`).test(text)) {
    const month = date.month === 12 ? 1 : date.month + 1;
    return monthRange(date.month === 12 ? date.year + 1 : date.year, month);
  }
  if (new RegExp(`${THIS} (?:month|mes|monat)`).test(text)) return monthRange(date.year, date.month);
  for (const [index, names] of MONTHS.entries()) {
    if (!names.some((name) => new RegExp(`(^| )${name}( |$)`).test(text))) continue;
    const month = index + 1;
    const year = /(?:^| )(\d{4})(?: |$)/.exec(text)?.[1];
    // A month without a year is the next one of that name (this month counts as next).
    const inYear = year ? Number(year) : month < date.month ? date.year + 1 : date.year;
    return monthRange(inYear, month);
  }
  return { start: today, end: addDays(today, fallbackDays - 1) };
}

/** 'fiscal year 2026', 'FY2026', 'ano fiscal 2026', 'Geschäftsjahr 2026', or a bare year. */
export function fiscalYearOf(text: string): number | null {
  const year = /(?:^| )(?:fy ?)?(\d{4})(?: |$)/.exec(text) ?? /(?:^| )fy(\d{4})(?: |$)/.exec(text);
  return year ? Number(year[1]) : null;
}

/** Words that may name a funder: everything but the question's own vocabulary. */
const QUESTION_WORDS = new Set(
  'what whats which who when how is are was our the of for from to a an do does did we us with has have many much rate often respond response time win success hit by on in our funder funders foundation qual quais quem quando como e o a os as de do da dos das para com nosso nossa taxa sucesso aprovacao responde resposta tempo financiador financiadores fundacao wie was wer wann welche welcher ist sind der die das den dem des fur von mit unser unsere unserer oft erfolgsquote zusagequote antwortet antwort antwortzeit reagiert forderer stiftung bei beim zur zum im am at about com sobre junto'.split(
    ' ',
  ),
);

/** The totals' own words, never a funder's name. */
const TOTAL_WORDS = new Set(
  'much total sum amount awarded won received requested pending raised give gave given fiscal year quanto soma valor concedido concedidos ganho recebido solicitado pedido pendente arrecadado deu ano fiscal viel wieviel summe gesamt betrag bewilligt erhalten beantragt ausstehend eingeworben gegeben geschaftsjahr jahr noch money dinheiro geld'.split(
    ' ',
  ),
);

/** What a question asks of the records, or null when it is none of the kinds answered without a model. */
export function recognizeDataQuestion(question: string, today: string): DataQuestion | null {
  const text = fold(question);
  if (has(text, WORDS.report)) {
    const overdue = has(text, WORDS.overdue);
    return { kind: 'reports', overdue, range: periodOf(text, today, 30) };
  }
  const words = text
    .split(' ')
    .filter(
      (word) => word.length > 2 && !/^\d+$/.test(word) && !QUESTION_WORDS.has(word) && !TOTAL_WORDS.has(word),
    );
  if (has(text, WORDS.funderStats) && words.length > 0) return { kind: 'funder', words };
  if (has(text, WORDS.goal)) return { kind: 'goals', fiscalYear: fiscalYearOf(text) };
  if (has(text, WORDS.total)) {
    const by = has(text, WORDS.byFunder) ? 'funder' : has(text, WORDS.byProgram) ? 'program' : 'year';
    return { kind: 'totals', by, fiscalYear: fiscalYearOf(text), words: by === 'year' ? words : [] };
  }
  if (has(text, WORDS.deadline)) return { kind: 'deadlines', range: periodOf(text, today, 30) };
  return null;
}

// The questions a grants manager asks of their own records, recognised in English, Portuguese and German
// without a language model: what kind of answer is asked for and over which days. Each kind is answered
// by the product's own reads (never SQL written from the question); a question not recognised here gets
// the list of what can be answered (docs/product.md, Chat).

import type { DayRange } from '../dates/day-range.ts';
import { foldedWords } from '../text/words.ts';
import { NOT_A_NAME, STEMS } from './data-question-words.ts';
import { type FiscalYearAsked, fiscalYearOf, periodOf } from './question-period.ts';

export type { FiscalYearAsked } from './question-period.ts';

/** Which amount a totals question is about; null when it names none (all three are shown). */
export type AmountMeasure = 'awarded' | 'requested' | 'pending';

export type DataQuestion =
  | { kind: 'deadlines'; range: DayRange }
  | { kind: 'reports'; overdue: boolean; range: DayRange }
  | {
      kind: 'totals';
      by: 'funder' | 'program' | 'year';
      measure: AmountMeasure | null;
      fiscalYear: FiscalYearAsked | null;
      /** Words that may name one funder ('how much did Hollis give us'). */
      words: string[];
    }
  | { kind: 'goals'; fiscalYear: FiscalYearAsked | null }
  /** Win rate and response time of the funders named by the words, or of every funder when none. */
  | { kind: 'funder'; words: string[] }
  | { kind: 'lastAward'; words: string[] };

const has = (text: string, stems: readonly string[]) =>
  stems.some((stem) => new RegExp(`(?:^| )${stem}`).test(text));

/** The amount a totals question asks about, when it says. */
function measureOf(text: string): AmountMeasure | null {
  if (has(text, STEMS.pending)) return 'pending';
  if (has(text, STEMS.requested)) return 'requested';
  if (
    /(?:^| )(?:awarded|won|granted|gave|given|conced|ganh|deram|doaram|bewilligt|zugesagt|eingeworben)/.test(
      text,
    )
  )
    return 'awarded';
  return null;
}

/** What a question asks of the records, or null when it is none of the kinds answered without a model. */
export function recognizeDataQuestion(question: string, today: string): DataQuestion | null {
  const text = foldedWords(question);
  if (has(text, STEMS.report)) {
    const overdue = has(text, STEMS.overdue);
    return { kind: 'reports', overdue, range: periodOf(text, today, 30) };
  }
  const words = [
    ...new Set(
      text.split(' ').filter((word) => word.length > 2 && !/\d/.test(word) && !NOT_A_NAME.has(word)),
    ),
  ];
  if (has(text, STEMS.lastAward)) return { kind: 'lastAward', words };
  if (has(text, STEMS.funderStats)) return { kind: 'funder', words };
  if (has(text, STEMS.goal)) return { kind: 'goals', fiscalYear: fiscalYearOf(text) };
  if (has(text, STEMS.total)) {
    const by = has(text, STEMS.byFunder) ? 'funder' : has(text, STEMS.byProgram) ? 'program' : 'year';
    return {
      kind: 'totals',
      by,
      measure: measureOf(text),
      fiscalYear: fiscalYearOf(text),
      words: by === 'year' ? words : [],
    };
  }
  if (has(text, STEMS.deadline)) return { kind: 'deadlines', range: periodOf(text, today, 30) };
  return null;
}

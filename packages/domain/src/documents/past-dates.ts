// Dates written in a passage (English, Portuguese and German ways of writing them), so an answer can
// say which of them are already past: a guideline from last year's cycle still says "no later than
// 31 March 2025", and quoting it as if it were current misleads. Pure text matching, no model.

import type { DocumentLanguage } from './detect-language.ts';

export interface FoundDate {
  /** Where the date's text starts and how long it is. */
  index: number;
  length: number;
  /** The last day the written date covers, yyyy-MM-dd ("March 2025" covers up to 2025-03-31). */
  lastDay: string;
}

const MONTHS: Readonly<Record<string, number>> = Object.fromEntries(
  [
    ['january jan janeiro jan januar jän', 1],
    ['february feb fevereiro fev februar', 2],
    ['march mar março marco märz maerz mär', 3],
    ['april apr abril abr', 4],
    ['may maio mai', 5],
    ['june jun junho juni', 6],
    ['july jul julho juli', 7],
    ['august aug agosto ago', 8],
    ['september sep sept setembro set', 9],
    ['october oct outubro out oktober okt', 10],
    ['november nov novembro', 11],
    ['december dec dezembro dez dezember', 12],
  ].flatMap(([names, month]) =>
    String(names)
      .split(' ')
      .map((name) => [name, Number(month)]),
  ),
);

const MONTH = `(${Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|')})\\.?`;
// Month-and-year alone only with a month's full name: 'out 2025' or 'set 2025' are English words.
const FULL_MONTH = `(${Object.keys(MONTHS)
  .filter(
    (name) =>
      name.length > 4 ||
      ['may', 'mai', 'june', 'july', 'maio', 'juni', 'juli', 'märz', 'abril'].includes(name),
  )
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
const DAY = '(\\d{1,2})(?:st|nd|rd|th|º|°)?';
const YEAR = '(\\d{4})';

interface Pattern {
  regex: RegExp;
  /** Day, month and year from the match; null when it is not a calendar date. */
  read: (match: RegExpExecArray, language: DocumentLanguage | null) => [number, number, number] | null;
}

const monthOf = (name: string | undefined) => (name ? MONTHS[name.toLowerCase()] : undefined);

// Longest forms first: a match hides the shorter forms inside it.
const PATTERNS: readonly Pattern[] = [
  // 2025-03-31
  { regex: /\b(\d{4})-(\d{2})-(\d{2})\b/g, read: (m) => [Number(m[3]), Number(m[2]), Number(m[1])] },
  // 31 March 2025, 31. März 2025, 31 de março de 2025, 31st of March, 2025
  {
    regex: new RegExp(`\\b${DAY}\\.?\\s+(?:de\\s+|of\\s+)?${MONTH},?\\s+(?:de\\s+)?${YEAR}\\b`, 'giu'),
    read: (m) => {
      const month = monthOf(m[2]);
      return month ? [Number(m[1]), month, Number(m[3])] : null;
    },
  },
  // March 31, 2025
  {
    regex: new RegExp(`\\b${MONTH}\\s+${DAY},?\\s+${YEAR}\\b`, 'giu'),
    read: (m) => {
      const month = monthOf(m[1]);
      return month ? [Number(m[2]), month, Number(m[3])] : null;
    },
  },
  // 31/03/2025, 31.03.2025, 03/31/2025 (month first only in English text, or where the day cannot be a month)
  {
    regex: /\b(\d{1,2})([./])(\d{1,2})\2(\d{4})\b/g,
    read: (m, language) => {
      const first = Number(m[1]);
      const second = Number(m[3]);
      const year = Number(m[4]);
      if (m[2] === '.') return [first, second, year];
      const monthFirst = first <= 12 && (second > 12 || language === 'en');
      return monthFirst ? [second, first, year] : [first, second, year];
    },
  },
  // March 2025, março de 2025, März 2025: the whole month
  {
    regex: new RegExp(`\\b${FULL_MONTH}\\s+(?:de\\s+)?${YEAR}\\b`, 'giu'),
    read: (m) => {
      const month = monthOf(m[1]);
      return month ? [0, month, Number(m[2])] : null;
    },
  },
];

const pad = (value: number) => String(value).padStart(2, '0');

function daysIn(month: number, year: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A day 0 means the whole month (its last day). Null for an impossible date (31 February). */
function lastDayOf([day, month, year]: [number, number, number]): string | null {
  if (month < 1 || month > 12 || year < 1900 || year > 2200) return null;
  const last = daysIn(month, year);
  if (day === 0) return `${year}-${pad(month)}-${pad(last)}`;
  if (day < 1 || day > last) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Every date the text writes, in reading order, without overlaps. */
export function findDates(text: string, language: DocumentLanguage | null = null): FoundDate[] {
  const found: FoundDate[] = [];
  // An impossible date ('31 February 2025') still hides the shorter forms inside it ('February 2025').
  const spans: { index: number; length: number }[] = [];
  const taken = (start: number, end: number) =>
    spans.some((span) => start < span.index + span.length && span.index < end);
  for (const pattern of PATTERNS) {
    for (const match of text.matchAll(pattern.regex)) {
      const start = match.index;
      const end = start + match[0].length;
      if (taken(start, end)) continue;
      const parts = pattern.read(match as RegExpExecArray, language);
      const lastDay = parts ? lastDayOf(parts) : null;
      spans.push({ index: start, length: match[0].length });
      if (lastDay) found.push({ index: start, length: match[0].length, lastDay });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The dates of the text that ended before `today` (yyyy-MM-dd). */
export function pastDates(
  text: string,
  today: string,
  language: DocumentLanguage | null = null,
): FoundDate[] {
  return findDates(text, language).filter((date) => date.lastDay < today);
}

/** The text with `mark(dateText)` in place of each date that ended before today. */
export function markPastDates(
  text: string,
  today: string,
  mark: (dateText: string) => string,
  language: DocumentLanguage | null = null,
): string {
  let out = '';
  let at = 0;
  for (const date of pastDates(text, today, language)) {
    out += text.slice(at, date.index) + mark(text.slice(date.index, date.index + date.length));
    at = date.index + date.length;
  }
  return out + text.slice(at);
}

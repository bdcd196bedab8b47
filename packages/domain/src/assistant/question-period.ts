// The days and the fiscal year a data question speaks of, read from its folded words (text/words.ts,
// `foldedWords`) in English, Portuguese and German: 'next 30 days', 'nos próximos 60 dias', 'im Oktober',
// 'this year', 'FY2025', 'ano fiscal 2025', 'Geschäftsjahr 2025'.

import { daysInMonth, parseWireDate } from '../dates/calendar-date.ts';
import { addDays } from '../dates/date-arithmetic.ts';
import type { DayRange } from '../dates/day-range.ts';

/** A fiscal year named by number, or by its distance from the current one ('this year' 0, 'last year' -1). */
export type FiscalYearAsked = { year: number } | { offset: number };

const MONTHS: readonly (readonly string[])[] = [
  ['january', 'janeiro', 'januar', 'jan'],
  ['february', 'fevereiro', 'februar', 'feb', 'fev'],
  ['march', 'marco', 'marz'],
  ['april', 'abril', 'apr', 'abr'],
  ['may', 'maio', 'mai'],
  ['june', 'junho', 'juni', 'jun'],
  ['july', 'julho', 'juli', 'jul'],
  ['august', 'agosto', 'aug'],
  ['september', 'setembro', 'sep', 'sept'],
  ['october', 'outubro', 'oktober', 'oct', 'okt'],
  ['november', 'novembro', 'nov'],
  ['december', 'dezembro', 'dezember', 'dec', 'dez'],
];

const NEXT = '(?:next|coming|upcoming|following|proxim[oa]s?|seguintes|nachsten|kommenden|folgenden)';
const THIS = '(?:this|current|este|esta|neste|nesta|deste|desta|dieser|diesem|diesen|diese|dieses|laufenden)';
const LAST = '(?:last|previous|past|prior|passado|anterior|ultimo|letzten|letztes|vorigen|vergangenen)';
const YEAR = '(?:year|fy|ano|jahr|jahres|geschaftsjahr)';
const MONTH = '(?:month|mes|monat|monats)';
const WEEK = '(?:week|semana|woche)';
const NUMBER = '(\\d{1,3})';

const found = (pattern: string, text: string) => new RegExp(`(?:^| )${pattern}(?: |$)`).exec(text);

const pad = (n: number) => String(n).padStart(2, '0');
const monthRange = (year: number, month: number): DayRange => ({
  start: `${year}-${pad(month)}-01`,
  end: `${year}-${pad(month)}-${pad(daysInMonth(year, month))}`,
});

/** The day `months` months after `today`, the day of month kept where the month has it. */
function addMonths(today: string, months: number): string {
  const date = parseWireDate(today);
  if (!date) return addDays(today, months * 30);
  const index = date.year * 12 + date.month - 1 + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${year}-${pad(month)}-${pad(Math.min(date.day, daysInMonth(year, month)))}`;
}

/** The days a question speaks of, or `fallbackDays` from today when it names none. */
export function periodOf(text: string, today: string, fallbackDays: number): DayRange {
  const fallback = { start: today, end: addDays(today, fallbackDays - 1) };
  const date = parseWireDate(today);
  if (!date) return fallback;
  const past = found(`${LAST} ${NUMBER} (?:days?|dias|tagen?)`, text);
  if (past) return { start: addDays(today, 1 - Number(past[1])), end: today };
  const days = found(`(?:${NEXT} )?${NUMBER} (?:days?|dias|tagen?)`, text);
  if (days) return { start: today, end: addDays(today, Number(days[1]) - 1) };
  const weeks = found(`(?:${NEXT} )?${NUMBER} (?:weeks?|semanas|wochen)`, text);
  if (weeks) return { start: today, end: addDays(today, Number(weeks[1]) * 7 - 1) };
  const months = found(`(?:${NEXT} )?${NUMBER} (?:months?|meses|monaten?)`, text);
  if (months) return { start: today, end: addDays(addMonths(today, Number(months[1])), -1) };
  if (found('(?:today|hoje|heute)', text)) return { start: today, end: today };
  if (found('(?:tomorrow|amanha|morgen)', text)) return { start: addDays(today, 1), end: addDays(today, 1) };
  if (found(`${NEXT} ${WEEK}`, text)) {
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    const monday = addDays(today, (8 - weekday) % 7 || 7);
    return { start: monday, end: addDays(monday, 6) };
  }
  if (found(`${THIS} ${WEEK}`, text)) return { start: today, end: addDays(today, 6) };
  if (found(`${NEXT} ${MONTH}`, text))
    return date.month === 12 ? monthRange(date.year + 1, 1) : monthRange(date.year, date.month + 1);
  if (found(`${THIS} ${MONTH}`, text)) return monthRange(date.year, date.month);
  if (found(`${NEXT} (?:year|ano|jahr)`, text))
    return { start: `${date.year + 1}-01-01`, end: `${date.year + 1}-12-31` };
  if (found(`${THIS} (?:year|ano|jahr)`, text)) return { start: today, end: `${date.year}-12-31` };
  const year = found('(\\d{4})', text)?.[1];
  for (const [index, names] of MONTHS.entries()) {
    if (!names.some((name) => found(name, text))) continue;
    const month = index + 1;
    // A month without a year is the next one of that name (this month counts as next).
    const inYear = year ? Number(year) : month < date.month ? date.year + 1 : date.year;
    return monthRange(inYear, month);
  }
  if (year) return { start: `${year}-01-01`, end: `${year}-12-31` };
  return fallback;
}

/** 'fiscal year 2026', 'FY2026', 'FY 26', 'ano fiscal 2026', 'Geschäftsjahr 2026', a bare year, 'this year'. */
export function fiscalYearOf(text: string): FiscalYearAsked | null {
  const named = found('(?:fy ?)?(\\d{4})', text) ?? found('fy(\\d{4})', text);
  if (named) return { year: Number(named[1]) };
  const short = found('fy ?(\\d{2})', text);
  if (short) return { year: 2000 + Number(short[1]) };
  if (
    found(`${THIS} (?:fiscal )?${YEAR}`, text) ||
    found('(?:ano|jahr) (?:fiscal )?(?:atual|corrente)', text)
  )
    return { offset: 0 };
  if (found(`${LAST} (?:fiscal )?${YEAR}`, text) || found('(?:ano|jahr) (?:fiscal )?passado', text))
    return { offset: -1 };
  if (found('vorjahr', text)) return { offset: -1 };
  if (found(`${NEXT} (?:fiscal )?${YEAR}`, text)) return { offset: 1 };
  return null;
}

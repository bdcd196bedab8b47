// Dates and amounts as searchable classes (docs/architecture.md, Assistant retrieval). A question asking
// "when" or "how much" rarely shares a word with its answer ("no later than 31 March", "$15,000 to
// $40,000"), so a passage stating a date or an amount is indexed with a class term, and a question asking
// for one is searched with it. The terms are made-up words no document uses; every language's parser and
// stemmer reads them the same on both sides.

export type ValueClass = 'date' | 'amount';

export const VALUE_TERMS: Readonly<Record<ValueClass, string>> = { date: 'gfdate', amount: 'gfamount' };

const CURRENCY = String.raw`(?:US\$|R\$|\$|€|£|USD|EUR|BRL)`;
const CURRENCY_WORD = '(?:euro|euros|eur|usd|dollars?|us-dollar|reais|real)';
const NUMBER = String.raw`\d[\d.,]*`;
const AMOUNT = new RegExp(
  String.raw`${CURRENCY}\s?${NUMBER}|${NUMBER}\s?(?:${CURRENCY}|${CURRENCY_WORD}\b)|\b(?:${CURRENCY_WORD})\s?${NUMBER}`,
  'iu',
);
/** A table whose header names the currency ("Amount (USD)") and a figure of three or more digits. */
const CURRENCY_HEADER = new RegExp(String.raw`\(\s*(?:${CURRENCY}|${CURRENCY_WORD})\s*\)`, 'iu');
const FIGURE = /\b\d{3,}\b|\b\d{1,3}(?:[.,]\d{3})+\b/u;

/** Whether the text states a sum of money: a figure with its currency, or a figure in a currency's column. */
export function statesAmount(text: string): boolean {
  return AMOUNT.test(text) || (CURRENCY_HEADER.test(text) && FIGURE.test(text));
}

/** The passage's class terms, as stored with it (space-separated). */
export function valueTerms(classes: Iterable<ValueClass>): string {
  return [...new Set(classes)].map((valueClass) => VALUE_TERMS[valueClass]).join(' ');
}

// What users type when they ask for a date or an amount, in English, Portuguese and German, accents
// folded. Counting questions ("how many", "quantos", "wie viele") are neither.
const ASKS_DATE =
  /\b(?:when|deadlines?|due|dates?|until|quando|prazos?|datas?|ate que dia|wann|fristen?|antragsfrist|termine?|stichtage?|bis wann|datum)\b/u;
const ASKS_AMOUNT =
  /\b(?:how much|how big|big|amounts?|sizes?|biggest|largest|tamanho|wie gross|maximum|minimum|quanto|quanta|valor|valores|montante|wie viel|wieviel|betrag|hohe|wie hoch|summe)\b/u;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** The value classes a question asks for. */
export function valueClassesAsked(question: string): ValueClass[] {
  const folded = fold(question);
  const asked: ValueClass[] = [];
  if (ASKS_DATE.test(folded)) asked.push('date');
  if (ASKS_AMOUNT.test(folded)) asked.push('amount');
  return asked;
}

import { type CurrencyCode, isCurrencyCode } from './currency.ts';
import { parseMoney } from './parse-money.ts';

// Amounts written in prose with their currency: "$40,000", "US$ 5,000.50", "R$ 20.000", "15.000,00 €",
// "EUR 15.000", "12 500 euros". The digits may group with '.', ',' or spaces and end in decimals after either
// mark; once normalised to digits and a '.', parseMoney reads them, so its refusals hold here too.

export interface AmountInText {
  cents: number;
  currency: CurrencyCode;
  /** The amount as written. */
  text: string;
  index: number;
}

const SYMBOLS: Record<string, CurrencyCode> = {
  r$: 'BRL',
  us$: 'USD',
  $: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  reais: 'BRL',
  real: 'BRL',
  euro: 'EUR',
  euros: 'EUR',
  dollars: 'USD',
  dólares: 'USD',
  dollar: 'USD',
};

const NUMBER = String.raw`\d{1,3}(?:[.,\u00a0 ]\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const UNIT = String.raw`R\$|US\$|\$|€|£|\b[A-Z]{3}\b|\breais\b|\beuros?\b|\bdollars?\b|\bdólares\b`;
const PATTERN = new RegExp(`(${UNIT})\\s?(${NUMBER})|(${NUMBER})\\s?(${UNIT})`, 'gu');

function currencyOf(unit: string): CurrencyCode | null {
  const known = SYMBOLS[unit.toLowerCase()];
  if (known) return known;
  return isCurrencyCode(unit) ? unit : null;
}

/** "15.000,00" → "15000.00": the last mark followed by one or two digits is the decimal mark. */
export function normaliseDigits(written: string): string {
  const compact = written.replace(/[\u00a0 ]/g, '');
  const decimals = /[.,](\d{1,2})$/.exec(compact);
  const integer = (decimals ? compact.slice(0, decimals.index) : compact).replace(/[.,]/g, '');
  return decimals ? `${integer}.${decimals[1]}` : integer;
}

/** Every amount with a currency in the text, in order. */
export function amountsInText(text: string): AmountInText[] {
  const found: AmountInText[] = [];
  for (const match of text.matchAll(PATTERN)) {
    const unit = match[1] ?? match[4] ?? '';
    const digits = match[2] ?? match[3] ?? '';
    const currency = currencyOf(unit);
    const cents = parseMoney(normaliseDigits(digits));
    if (currency === null || cents === null || cents === 0) continue;
    found.push({ cents, currency, text: match[0].trim(), index: match.index });
  }
  return found;
}

import { maskMoneyInput } from '@grantflow/domain/money/mask-money-input';
import { centsToDollars, dollarsToCents } from '@grantflow/domain/money/money-units';
import { parseMoney } from '@grantflow/domain/money/parse-money';
import { type CurrencyAffix, formatAmount } from './format.ts';

// GraphQL carries amounts as dollars (Float; docs/decisions/0009); the domain rules format, parse and check integer
// cents. This is the only place the web converts between them.

/** An amount as lib/format.ts shows it (whole units, or with its cents when it has some) in the current language and organisation currency; none reads as 0. */
export function formatDollars(dollars: number | null | undefined): string {
  return formatAmount(dollars ?? 0);
}

/** Dollars from the API → the masked text a MoneyInput shows, e.g. 1234.5 → '$1,234.50' ('' for none). */
export function dollarsToMoneyInput(dollars: number | null | undefined): string {
  if (dollars === null || dollars === undefined) return '';
  const cents = dollarsToCents(dollars);
  const whole = Math.floor(centsToDollars(cents));
  const rest = cents % 100;
  return maskMoneyInput(rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`);
}

/** Masked input text → integer cents, or null when blank or not an amount. */
export function inputToCents(text: string | null | undefined): number | null {
  return parseMoney(text ?? '');
}

/** Masked input text → dollars for the API, or null when blank or not an amount. */
export function moneyInputToDollars(text: string): number | null {
  const cents = inputToCents(text);
  return cents === null ? null : centsToDollars(cents);
}

/** Integer cents → dollars as the API carries them. */
export const centsToWire = centsToDollars;

// A money input's form value stays the masked text of docs/product.md, Money and dates ('$1,234.5'), which the validation schemas read;
// the person sees and types the number the way their language writes it ('1.234,5' in de), with the
// organisation's currency sign beside the field rather than inside the text.

const CANONICAL = /^\$?([\d,]*)(?:\.(\d*))?$/;

/** The masked form value as the language writes it, without the currency sign: '$1,234.5' → '1.234,5' (de). */
export function moneyInputDisplay(masked: string | null | undefined, affix: CurrencyAffix): string {
  const match = CANONICAL.exec(masked ?? '');
  if (!match || (match[1] === '' && match[2] === undefined)) return '';
  const integer = (match[1] ?? '').replaceAll(',', '');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, affix.thousandSeparator);
  return match[2] === undefined ? grouped : `${grouped}${affix.decimalSeparator}${match[2]}`;
}

/** What the person typed, in their language, → the masked form value: '1.234,5' (de) → '$1,234.5'. */
export function moneyInputFromDisplay(typed: string, affix: CurrencyAffix): string {
  const decimal = affix.decimalSeparator;
  let plain = '';
  let seenDecimal = false;
  for (const char of typed) {
    if (/\d/.test(char)) plain += char;
    else if (char === decimal && !seenDecimal) {
      plain += '.';
      seenDecimal = true;
    }
  }
  return maskMoneyInput(plain);
}

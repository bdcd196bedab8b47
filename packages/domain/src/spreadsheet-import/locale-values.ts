import { formatWireDate, isValidCalendarDate } from '../dates/calendar-date.ts';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../shared/enums.ts';
import { nameKey } from './name-key.ts';

// Spreadsheet cells in the user's language (docs/product.md, Importing a spreadsheet): dates day-first in
// pt and de, month-first in en; amounts with the language's decimal separator. Each reader returns the
// canonical text the forms' schemas parse (yyyy-MM-dd, 1234.56), or the cell unchanged when it does not
// read, so the schema reports it with the form's coded error.

export type SpreadsheetLanguage = 'en' | 'pt' | 'de';

const NUMERIC_DATE = /^(\d{1,4})[./-](\d{1,2})[./-](\d{1,4})$/;

function twoDigitYear(year: number, digits: number): number {
  return digits <= 2 ? 2000 + year : year;
}

export function readSpreadsheetDate(cell: string, language: SpreadsheetLanguage): string {
  const text = cell.trim();
  const match = NUMERIC_DATE.exec(text);
  if (!match) return text;
  const [, a = '', b = '', c = ''] = match;
  let parts: { year: number; month: number; day: number };
  if (a.length === 4) parts = { year: Number(a), month: Number(b), day: Number(c) };
  else if (c.length === 4 || c.length <= 2) {
    const year = twoDigitYear(Number(c), c.length);
    parts =
      language === 'en'
        ? { year, month: Number(a), day: Number(b) }
        : { year, month: Number(b), day: Number(a) };
  } else return text;
  return isValidCalendarDate(parts) ? formatWireDate(parts) : text;
}

/** '1.234,56' (pt, de) or '1,234.56' (en), with or without a currency sign → '1234.56'. */
export function readSpreadsheetAmount(cell: string, language: SpreadsheetLanguage): string {
  const text = cell
    .trim()
    .replace(/^(R\$|US\$|\$|€|EUR|USD|BRL)\s*/i, '')
    .replace(/\s*(€|EUR|USD|BRL)$/i, '')
    .replace(/[\s\u00a0']/g, '');
  const decimal = language === 'en' ? '.' : ',';
  const group = language === 'en' ? ',' : '.';
  const plain = new RegExp(`^\\d+(?:\\${decimal}\\d+)?$`);
  const grouped = new RegExp(`^\\d{1,3}(?:\\${group}\\d{3})+(?:\\${decimal}\\d+)?$`);
  if (!plain.test(text) && !grouped.test(text)) return cell.trim();
  return text.replaceAll(group, '').replace(decimal, '.');
}

const STATUS_WORDS: Readonly<Record<ApplicationStatus, readonly string[]>> = {
  AWARDED: [
    'awarded',
    'won',
    'approved',
    'concedido',
    'aprovado',
    'contemplado',
    'bewilligt',
    'genehmigt',
    'zugesagt',
  ],
  DECLINED: ['declined', 'rejected', 'lost', 'recusado', 'negado', 'reprovado', 'abgelehnt'],
  INELIGIBLE: ['ineligible', 'not eligible', 'inelegivel', 'nicht forderfahig', 'nicht berechtigt'],
  NOT_APPLY: [
    'not applied',
    'did not apply',
    'not apply',
    'nao enviado',
    'nao aplicado',
    'nicht beantragt',
    'nicht eingereicht',
  ],
  PENDING: ['pending', 'waiting', 'pendente', 'aguardando', 'em analise', 'ausstehend', 'offen'],
  SUBMITTED: ['submitted', 'sent', 'enviado', 'submetido', 'eingereicht'],
};

/** A status word in en, pt or de (or the stored value) → the status; null for a blank cell; the cell for an unknown one. */
export function readSpreadsheetStatus(cell: string): ApplicationStatus | string | null {
  const key = nameKey(cell);
  if (key === '') return null;
  for (const status of APPLICATION_STATUSES) {
    if (nameKey(status) === key || STATUS_WORDS[status].some((word) => nameKey(word) === key)) return status;
  }
  return cell.trim();
}

import { centsToDollars } from '@grantflow/domain/money/money-units';
import type { TFunction } from 'i18next';
import { formatAmount, formatDate, intlLocale } from '../../../lib/format.ts';
import type { HistoryEntry } from '../graphql/history.ts';

// Entries as sentences in the reader's language: field names translated, values stored raw (dates
// yyyy-MM-dd, money in cents, codes) formatted the reader's way (docs/product.md, History and comments).

type Change = HistoryEntry['changes'][number];

const TRANSLATED: Readonly<Record<string, string>> = {
  status: 'applications.status',
  deadlineType: 'applications.deadline_type',
  urgency: 'applications.urgency',
  frequency: 'applications.frequency',
  type: 'history.funder_type',
  taskState: 'history.task_state',
};

const BOOLEAN_FIELDS = new Set(['isPaused', 'declined', 'notApply', 'isSubmittedAsIneligible', 'submitted']);
// Ids name another record; the sentence says what changed, not the numbers.
const ID_FIELDS = new Set(['programId', 'funderId']);
const WIRE_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function formatHistoryValue(field: string, raw: string | null, t: TFunction): string {
  if (raw === null || raw === '') return t('history.no_value');
  const translated = TRANSLATED[field];
  if (translated) return t(`${translated}.${raw}`, { defaultValue: raw });
  if (BOOLEAN_FIELDS.has(field)) return raw === 'true' ? t('history.yes') : t('history.no');
  if (field.endsWith('Cents')) return formatAmount(centsToDollars(Number(raw)));
  if (WIRE_DATE.test(raw)) return formatDate(raw);
  return raw;
}

export function fieldLabel(field: string, t: TFunction): string {
  return t(`history.fields.${field}`, { defaultValue: field });
}

/** One line per changed field: "Ana changed status from Draft to Submitted". */
export function changeLine(change: Change, user: string, t: TFunction): string {
  const field = fieldLabel(change.field, t);
  if (ID_FIELDS.has(change.field)) return t('history.changed_without_values', { user, field });
  const from = formatHistoryValue(change.field, change.from, t);
  const to = formatHistoryValue(change.field, change.to, t);
  if (change.from === null) return t('history.set', { user, field, to });
  if (change.to === null) return t('history.cleared', { user, field, from });
  return t('history.changed', { user, field, from, to });
}

/** When: the date the reader's way, and the time of day in their locale. */
export function formatWhen(iso: string, language?: string): string {
  const at = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  const time = new Intl.DateTimeFormat(intlLocale(language), { hour: '2-digit', minute: '2-digit' }).format(
    at,
  );
  return `${formatDate(day, language)} ${time}`;
}

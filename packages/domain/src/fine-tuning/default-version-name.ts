import type { DateInput } from '../dates/to-wire-date.ts';
import { toWireDate } from '../dates/to-wire-date.ts';
import { DomainError } from '../shared/errors.ts';

// Names are 'v{count+1}@{date}' (docs/product.md, Fine-tuning versions), the date in the wire format yyyy-MM-dd, which sorts and
// does not depend on the display language. `count` is how many versions already exist.
function nextNumber(count: number): number {
  if (!Number.isInteger(count) || count < 0) {
    throw new DomainError('VALIDATION', 'Version count must be a non-negative integer');
  }
  return count + 1;
}

export function defaultDocumentVersionName(count: number, date: DateInput): string {
  return `v${nextNumber(count)}@${toWireDate(date)}`;
}

export function defaultDatabaseVersionName(count: number, date: DateInput): string {
  return `db-v${nextNumber(count)}@${toWireDate(date)}`;
}

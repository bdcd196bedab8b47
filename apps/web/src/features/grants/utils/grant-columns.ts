import { GRANT_EXPORT_COLUMNS, type GrantExportColumn } from '@grantflow/validation/list-export';
import type { GrantStatusFilter } from './grant-filters.ts';

// Grant-list columns in the contract's order (docs/product.md, Screens and routes), and the default hidden set.
// The Excel export names its columns alike, so both read the one list.
export const GRANT_COLUMNS = GRANT_EXPORT_COLUMNS;
export type GrantColumn = GrantExportColumn;

export const DEFAULT_HIDDEN_COLUMNS: readonly GrantColumn[] = [
  'dateReceived',
  'amountAwarded',
  'dateDeclined',
];

/**
 * The awarded list is what the dashboard's "Grants awarded" card links to, and the card sums amounts awarded:
 * filtered to AWARDED, the list shows the amount awarded (by default in place of the amount requested, and
 * always, whatever columns the user chose), so the figures on screen are the ones the card adds up.
 */
const AWARDED_COLUMN: GrantColumn = 'amountAwarded';

export function defaultVisibleColumns(status: GrantStatusFilter = 'ALL'): GrantColumn[] {
  const visible = GRANT_COLUMNS.filter((column) => !DEFAULT_HIDDEN_COLUMNS.includes(column));
  if (status !== 'AWARDED') return visible;
  return orderColumns([...visible.filter((column) => column !== 'amountRequested'), AWARDED_COLUMN]);
}

/** The columns shown: the user's stored choice (or the status's default), with the amount awarded on the awarded list. */
export function visibleColumnsFor(
  stored: readonly GrantColumn[] | null,
  status: GrantStatusFilter,
): GrantColumn[] {
  if (!stored) return defaultVisibleColumns(status);
  return status === 'AWARDED' ? orderColumns([...stored, AWARDED_COLUMN]) : [...stored];
}

/** Keeps the table order whatever order the chooser reports, and drops unknown names. */
export function orderColumns(chosen: readonly string[]): GrantColumn[] {
  return GRANT_COLUMNS.filter((column) => chosen.includes(column));
}

export function isGrantColumn(value: string): value is GrantColumn {
  return (GRANT_COLUMNS as readonly string[]).includes(value);
}

/** localStorage key of one user's column choice (it survives a reload, per user). */
export function columnsStorageKey(userId: string): string {
  return `grantList.columns.${userId}`;
}

/** A stored choice (a JSON array of column names) in table order; null when absent or unreadable. */
export function parseStoredColumns(raw: string | null): GrantColumn[] | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return null;
    return orderColumns(value.filter((item): item is string => typeof item === 'string'));
  } catch {
    return null;
  }
}

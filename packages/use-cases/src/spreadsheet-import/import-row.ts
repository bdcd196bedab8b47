import { createHash } from 'node:crypto';
import type { SpreadsheetImportKind } from '@grantflow/domain/spreadsheet-import/import-fields';
import type { SpreadsheetLanguage } from '@grantflow/domain/spreadsheet-import/locale-values';
import { nameKey } from '@grantflow/domain/spreadsheet-import/name-key';
import {
  type FunderRow,
  type GrantRow,
  type RowCells,
  readFunderRow,
  readGrantRow,
} from '@grantflow/validation/spreadsheet-import-row';

export type ReadRow = { kind: 'FUNDERS'; reading: FunderRow } | { kind: 'GRANTS'; reading: GrantRow };

const NAME_FIELDS = new Set(['name', 'funder', 'program']);

/** The row's cells by mapped field. */
export function mappedCells(mapping: ReadonlyArray<string | null>, cells: readonly string[]): RowCells {
  const byField: Record<string, string> = {};
  mapping.forEach((field, index) => {
    if (field !== null) byField[field] = cells[index] ?? '';
  });
  return byField;
}

/**
 * The row's natural key: a hash of its mapped values (names by their match key), so the same record in a
 * file imported again is recognised whatever the row order.
 */
export function rowKey(kind: SpreadsheetImportKind, cells: RowCells): string {
  const values = Object.keys(cells)
    .sort()
    .map((field) => {
      const value = (cells[field] ?? '').trim();
      return [field, NAME_FIELDS.has(field) ? nameKey(value) : value];
    });
  return createHash('sha256')
    .update(JSON.stringify([kind, values]))
    .digest('hex');
}

export function readRow(
  kind: SpreadsheetImportKind,
  cells: RowCells,
  options: { language: SpreadsheetLanguage; today: string },
): ReadRow {
  return kind === 'FUNDERS'
    ? { kind, reading: readFunderRow(cells) }
    : { kind, reading: readGrantRow(cells, options) };
}

import { describe, expect, it } from 'vitest';
import {
  ALL_TABLES,
  chosenTables,
  deadlinesExportPath,
  includeTablesError,
  toIncludeTables,
} from './include-tables.ts';

describe('include tables', () => {
  it('includes both tables by default', () => {
    expect(chosenTables(ALL_TABLES)).toEqual(['grants', 'reports']);
    expect(includeTablesError(ALL_TABLES)).toBeNull();
  });

  it('accepts either table alone', () => {
    expect(includeTablesError({ grants: true, reports: false })).toBeNull();
    expect(includeTablesError({ grants: false, reports: true })).toBeNull();
    expect(chosenTables({ grants: false, reports: true })).toEqual(['reports']);
  });

  it('requires at least one table', () => {
    expect(includeTablesError({ grants: false, reports: false })).toBe('deadlines.include.required');
  });

  it('builds the export address for the window and the chosen tables', () => {
    expect(deadlinesExportPath(90, ALL_TABLES)).toBe(
      '/export/deadlines.xlsx?days=90&tables=grants,reports&lang=en',
    );
    expect(deadlinesExportPath(7, { grants: false, reports: true })).toBe(
      '/export/deadlines.xlsx?days=7&tables=reports&lang=en',
    );
    expect(deadlinesExportPath(30, ALL_TABLES, 'de')).toBe(
      '/export/deadlines.xlsx?days=30&tables=grants,reports&lang=de',
    );
    expect(() => deadlinesExportPath(30, { grants: false, reports: false })).toThrow();
  });

  it('reads the checkbox group value', () => {
    expect(toIncludeTables(['reports'])).toEqual({ grants: false, reports: true });
    expect(toIncludeTables([])).toEqual({ grants: false, reports: false });
    expect(toIncludeTables(['grants', 'reports', 'other'])).toEqual(ALL_TABLES);
  });
});

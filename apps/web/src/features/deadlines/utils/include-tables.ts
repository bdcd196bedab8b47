// The include-which-tables choice of the deadlines download (docs/product.md, Deadlines): both on by default, at least one.

export const DEADLINE_TABLES = ['grants', 'reports'] as const;
export type DeadlineTable = (typeof DEADLINE_TABLES)[number];
export type IncludeTables = Record<DeadlineTable, boolean>;

export const ALL_TABLES: IncludeTables = { grants: true, reports: true };

export function chosenTables(include: IncludeTables): DeadlineTable[] {
  return DEADLINE_TABLES.filter((table) => include[table]);
}

/** The catalogue key of the form error, or null when the choice is valid. */
export function includeTablesError(include: IncludeTables): 'deadlines.include.required' | null {
  return chosenTables(include).length === 0 ? 'deadlines.include.required' : null;
}

/** The name a download is saved under when the server's answer names none (the server's name wins). */
export const DEADLINES_FILE_NAME = 'deadlines.xlsx';

/**
 * GET /export/deadlines.xlsx for the same window and tables as the page (apps/rest deadlines-export), in
 * `lang` (an export language: en, pt or de).
 */
export function deadlinesExportPath(days: number, include: IncludeTables, lang = 'en'): string {
  const tables = chosenTables(include);
  if (tables.length === 0) throw new Error('Choose at least one table to export.');
  // Both values are from fixed lists (integer days, table names): nothing to escape.
  return `/export/deadlines.xlsx?days=${days}&tables=${tables.join(',')}&lang=${encodeURIComponent(lang)}`;
}

/** The modal's checkbox group value (a list of table names) as the include record. */
export function toIncludeTables(values: readonly string[]): IncludeTables {
  return { grants: values.includes('grants'), reports: values.includes('reports') };
}

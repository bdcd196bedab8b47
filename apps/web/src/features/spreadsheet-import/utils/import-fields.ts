import {
  FUNDER_IMPORT_FIELDS,
  GRANT_IMPORT_FIELDS,
  REQUIRED_IMPORT_FIELDS,
  type SpreadsheetImportField,
  type SpreadsheetImportKind,
} from '@grantflow/domain/spreadsheet-import/import-fields';

export type ImportKind = SpreadsheetImportKind;

export const FIELDS_BY_KIND: Readonly<Record<ImportKind, readonly SpreadsheetImportField[]>> = {
  FUNDERS: FUNDER_IMPORT_FIELDS,
  GRANTS: GRANT_IMPORT_FIELDS,
};

/** Whether every field the import needs has a column. */
export function mappingComplete(kind: ImportKind, mapping: readonly (string | null)[]): boolean {
  return REQUIRED_IMPORT_FIELDS[kind].every((field) => mapping.includes(field));
}

/** The display language's base (pt-BR → pt), the language the cells are read in. */
export function cellLanguage(language: string | undefined): 'en' | 'pt' | 'de' {
  const base = (language ?? '').slice(0, 2).toLowerCase();
  return base === 'pt' || base === 'de' ? base : 'en';
}

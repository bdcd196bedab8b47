// What a spreadsheet import can fill (docs/product.md, Importing a spreadsheet): the create-funder form's
// fields for FUNDERS, the create-grant form's for GRANTS (funder and program by name).

export const SPREADSHEET_IMPORT_KINDS = ['FUNDERS', 'GRANTS'] as const;
export type SpreadsheetImportKind = (typeof SPREADSHEET_IMPORT_KINDS)[number];

export const FUNDER_MATCH_MODES = ['MERGE', 'CREATE'] as const;
export type FunderMatchMode = (typeof FUNDER_MATCH_MODES)[number];

export const FUNDER_IMPORT_FIELDS = [
  'name',
  'type',
  'website',
  'email',
  'phone',
  'keyContacts',
  'city',
  'state',
] as const;
export type FunderImportField = (typeof FUNDER_IMPORT_FIELDS)[number];

export const GRANT_IMPORT_FIELDS = [
  'funder',
  'program',
  'deadline',
  'status',
  'dateSubmitted',
  'amountRequested',
  'receivementDate',
  'amountAwarded',
  'declinedDate',
  'declinedReason',
] as const;
export type GrantImportField = (typeof GRANT_IMPORT_FIELDS)[number];

export type SpreadsheetImportField = FunderImportField | GrantImportField;

/** Fields a mapping must name a column for. */
export const REQUIRED_IMPORT_FIELDS: Readonly<
  Record<SpreadsheetImportKind, readonly SpreadsheetImportField[]>
> = {
  FUNDERS: ['name'],
  GRANTS: ['funder', 'program', 'deadline'],
};

export function importFields(kind: SpreadsheetImportKind): readonly SpreadsheetImportField[] {
  return kind === 'FUNDERS' ? FUNDER_IMPORT_FIELDS : GRANT_IMPORT_FIELDS;
}

/** Caps that keep one organisation's file from taking the importer down for the others (docs/operations.md). */
export const SPREADSHEET_IMPORT_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxRows: 50_000,
  maxColumns: 100,
  maxCellLength: 5_000,
  previewRows: 20,
  batchSize: 200,
  undoWindowMs: 24 * 60 * 60 * 1000,
} as const;

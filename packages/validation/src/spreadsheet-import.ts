// The spreadsheet import's inputs (docs/product.md, Importing a spreadsheet): kind, sheet, the column
// mapping (one field or nothing per column) and how funders are matched.
import {
  FUNDER_IMPORT_FIELDS,
  FUNDER_MATCH_MODES,
  GRANT_IMPORT_FIELDS,
  REQUIRED_IMPORT_FIELDS,
  SPREADSHEET_IMPORT_KINDS,
  SPREADSHEET_IMPORT_LIMITS,
  type SpreadsheetImportField,
} from '@grantflow/domain/spreadsheet-import/import-fields';
import { z } from 'zod';
import { choice, id, object } from './fields.ts';
import { languageSchema } from './language.ts';
import { NAME_MAX_LENGTH } from './limits.ts';
import { customIssue, issue } from './messages.ts';

const field = z.enum([...FUNDER_IMPORT_FIELDS, ...GRANT_IMPORT_FIELDS], { error: issue.invalid });

export const spreadsheetMappingSchema = z
  .array(field.nullable(), { error: issue.invalid })
  .max(SPREADSHEET_IMPORT_LIMITS.maxColumns, { error: issue.invalid });

/** The language the cells are read in (dates day-first in pt and de, their decimal comma); English when absent. */
const cellLanguage = languageSchema.nullish().transform((value) => value ?? 'en');

/** previewSpreadsheetImport's arguments besides the file; a mapping given checks the rows with it. */
export const spreadsheetPreviewSchema = object({
  kind: choice(SPREADSHEET_IMPORT_KINDS),
  organizationId: id.nullish(),
  mapping: spreadsheetMappingSchema.nullish(),
  language: cellLanguage,
  sheet: z
    .string({ error: issue.invalid })
    .max(NAME_MAX_LENGTH, { error: issue.maxLength(NAME_MAX_LENGTH) })
    .nullish(),
});

/** startSpreadsheetImport's arguments besides the file: every field at most once, the required ones mapped. */
export const spreadsheetImportStartSchema = object({
  kind: choice(SPREADSHEET_IMPORT_KINDS),
  organizationId: id.nullish(),
  sheet: z
    .string({ error: issue.invalid })
    .max(NAME_MAX_LENGTH, { error: issue.maxLength(NAME_MAX_LENGTH) })
    .nullish(),
  mapping: spreadsheetMappingSchema,
  funderMatch: choice(FUNDER_MATCH_MODES),
  language: cellLanguage,
}).superRefine((value, ctx) => {
  const allowed = new Set<SpreadsheetImportField>(
    value.kind === 'FUNDERS' ? FUNDER_IMPORT_FIELDS : GRANT_IMPORT_FIELDS,
  );
  const seen = new Set<SpreadsheetImportField>();
  value.mapping.forEach((mapped, index) => {
    if (mapped === null) return;
    if (!allowed.has(mapped) || seen.has(mapped))
      ctx.addIssue(customIssue(issue.invalid, ['mapping', index]));
    seen.add(mapped);
  });
  for (const required of REQUIRED_IMPORT_FIELDS[value.kind]) {
    if (!seen.has(required)) ctx.addIssue(customIssue(issue.required, ['mapping', required]));
  }
});

export type SpreadsheetImportStart = z.output<typeof spreadsheetImportStartSchema>;

export type SpreadsheetPreviewArgs = z.output<typeof spreadsheetPreviewSchema>;

/** getSpreadsheetImport(id) / undoSpreadsheetImport(id). */
export const spreadsheetImportIdSchema = object({ id: id });

// "Export to Excel" from the lists (issue 14 item 4): the query string of GET /export/grants.xlsx. The
// filters are the grant list's own (the same names as listApplications' filters), so the file holds
// exactly the rows the list shows across all its pages.
import { RECORD_FILTERS, VISIBLE_APPLICATION_STATUSES } from '@grantflow/domain/shared/enums';
import { z } from 'zod';
import { object, typeError } from './fields.ts';
import { customIssue, issue } from './messages.ts';
import { text } from './text.ts';

/** The grant list's columns of §2, in the table's order (the web's column chooser names them alike). */
export const GRANT_EXPORT_COLUMNS = [
  'deadline',
  'deadlineType',
  'funder',
  'complexityScore',
  'lastAward',
  'dateSubmitted',
  'amountRequested',
  'program',
  'dateReceived',
  'amountAwarded',
  'dateDeclined',
  'responseAverage',
  'status',
] as const;
export type GrantExportColumn = (typeof GRANT_EXPORT_COLUMNS)[number];

/** The languages of the file's headers and labels (the web's). */
export const EXPORT_LANGUAGES = ['en', 'pt', 'de'] as const;
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number];

const blankAsNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** A comma list of known names in `order`'s order; blank means every column. */
function namesIn<const T extends string>(order: readonly T[]) {
  return text({ error: issue.invalid })
    .optional()
    .transform((value, ctx): T[] => {
      if (value === undefined || value.trim() === '') return [...order];
      const names = value.split(',').map((name) => name.trim());
      const chosen = order.filter((name) => names.includes(name));
      if (chosen.length !== new Set(names).size) {
        ctx.addIssue(customIssue(issue.oneOf(order)));
        return z.NEVER;
      }
      return chosen;
    });
}

export const grantsExportQuerySchema = object({
  search: text({ error: issue.invalid })
    .max(200, { error: issue.invalid })
    .optional()
    .transform((value) => value?.trim() || null),
  status: z.preprocess(
    blankAsNull,
    z.enum(VISIBLE_APPLICATION_STATUSES, { error: issue.oneOf(VISIBLE_APPLICATION_STATUSES) }).nullable(),
  ),
  record: z.preprocess(
    (value) => blankAsNull(value) ?? 'ALL',
    z.enum(RECORD_FILTERS, { error: issue.oneOf(RECORD_FILTERS) }),
  ),
  submissionYear: z.preprocess(
    (value) => (blankAsNull(value) === null ? null : Number(value)),
    z
      .number({ error: typeError })
      .int({ error: typeError })
      .min(1900, { error: typeError })
      .max(2200, { error: typeError })
      .nullable(),
  ),
  awardYear: z.preprocess(
    (value) => (blankAsNull(value) === null ? null : Number(value)),
    z
      .number({ error: typeError })
      .int({ error: typeError })
      .min(1900, { error: typeError })
      .max(2200, { error: typeError })
      .nullable(),
  ),
  columns: namesIn(GRANT_EXPORT_COLUMNS),
  lang: z.preprocess(
    (value) => blankAsNull(value) ?? 'en',
    z.enum(EXPORT_LANGUAGES, { error: issue.oneOf(EXPORT_LANGUAGES) }),
  ),
});
export type GrantsExportQuery = z.output<typeof grantsExportQuerySchema>;

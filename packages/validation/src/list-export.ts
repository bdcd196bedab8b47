// "Export to Excel" from the lists: the query strings of GET /export/{list}.xlsx. Each
// list's filters are its own (the same names as the GraphQL list's filters), so the file holds exactly the
// rows the list shows across all its pages.
import { FISCAL_YEAR_ARG_MAX, FISCAL_YEAR_ARG_MIN } from '@grantflow/domain/fiscal-year/fiscal-window';
import {
  RECORD_FILTERS,
  SORT_DIRECTIONS,
  VISIBLE_APPLICATION_STATUSES,
} from '@grantflow/domain/shared/enums';
import { z } from 'zod';
import { object, typeError } from './fields.ts';
import { customIssue, issue } from './messages.ts';
import { filterDateSchema } from './pagination.ts';
import { text } from './text.ts';

/** The grant list's columns (docs/product.md, Screens and routes), in the table's order (the web's table and column chooser use this list). */
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

/** The deadlines page's two tables' columns, in the screen's order (the export writes the same). */
export const GRANT_DEADLINE_COLUMNS = [
  'deadline',
  'funder',
  'program',
  'deadlineType',
  'status',
  'amountRequested',
] as const;
export type GrantDeadlineColumn = (typeof GRANT_DEADLINE_COLUMNS)[number];
export const REPORT_DEADLINE_COLUMNS = ['deadline', 'urgency', 'funder', 'program', 'submitted'] as const;
export type ReportDeadlineColumn = (typeof REPORT_DEADLINE_COLUMNS)[number];

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

const search = () =>
  text({ error: issue.invalid })
    .max(200, { error: issue.invalid })
    .optional()
    .transform((value) => value?.trim() || null);

/** One of `choices`, or null when blank (no filter). */
const optionalChoice = <const T extends readonly [string, ...string[]]>(choices: T) =>
  z.preprocess(blankAsNull, z.enum(choices, { error: issue.oneOf(choices) }).nullable());

/** One of `choices`, `fallback` when blank. */
const choiceOr = <const T extends readonly [string, ...string[]]>(choices: T, fallback: T[number]) =>
  z.preprocess((value) => blankAsNull(value) ?? fallback, z.enum(choices, { error: issue.oneOf(choices) }));

const year = () =>
  z.preprocess(
    (value) => (blankAsNull(value) === null ? null : Number(value)),
    z
      .number({ error: typeError })
      .int({ error: typeError })
      .min(FISCAL_YEAR_ARG_MIN, { error: typeError })
      .max(FISCAL_YEAR_ARG_MAX, { error: typeError })
      .nullable(),
  );

/** `lang`: the file's language; absent or unknown reads as English. */
export const exportLanguageField = () => choiceOr(EXPORT_LANGUAGES, 'en');
const lang = exportLanguageField;

/**
 * A deadline range: the pipeline's and the report center's period navigator, the grant list's view
 * (Upcoming: from today; Overdue: until yesterday).
 */
const deadlineRange = { startAt: filterDateSchema, endAt: filterDateSchema };

export const grantsExportQuerySchema = object({
  search: search(),
  status: optionalChoice(VISIBLE_APPLICATION_STATUSES),
  record: choiceOr(RECORD_FILTERS, 'ALL'),
  submissionYear: year(),
  awardYear: year(),
  ...deadlineRange,
  columns: namesIn(GRANT_EXPORT_COLUMNS),
  lang: lang(),
});
export type GrantsExportQuery = z.output<typeof grantsExportQuerySchema>;

/** The pipeline's six columns (docs/product.md, Screens and routes), in the table's order; the screen has no column chooser. */
export const PIPELINE_EXPORT_COLUMNS = [
  'deadline',
  'funder',
  'program',
  'amountRequested',
  'amountAwarded',
  'status',
] as const;
export type PipelineExportColumn = (typeof PIPELINE_EXPORT_COLUMNS)[number];

/** The pipeline: search, status (its `grantStatus`) and the period navigator's deadline range. */
export const pipelineExportQuerySchema = object({
  search: search(),
  status: optionalChoice(VISIBLE_APPLICATION_STATUSES),
  ...deadlineRange,
  lang: lang(),
});
export type PipelineExportQuery = z.output<typeof pipelineExportQuerySchema>;

/** The report center's six data columns (docs/product.md, Screens and routes), in the table's order. */
export const REPORT_EXPORT_COLUMNS = [
  'deadline',
  'urgency',
  'funder',
  'amountAwarded',
  'program',
  'status',
] as const;
export type ReportExportColumn = (typeof REPORT_EXPORT_COLUMNS)[number];

/** The report center's submitted filter, as its select names it. */
export const REPORT_RECORD_FILTERS = ['ALL', 'SUBMITTED', 'NOT_SUBMITTED'] as const;

/** The report center: search, the submitted filter and the All/Year navigator's deadline range. */
export const reportsExportQuerySchema = object({
  search: search(),
  record: choiceOr(REPORT_RECORD_FILTERS, 'ALL'),
  ...deadlineRange,
  lang: lang(),
});
export type ReportsExportQuery = z.output<typeof reportsExportQuerySchema>;

/** The funders list's seven columns (docs/product.md, Screens and routes, plus responsiveness), in the table's order. */
export const FUNDER_EXPORT_COLUMNS = [
  'name',
  'email',
  'type',
  'website',
  'totalAwardAmount',
  'winRate',
  'medianResponseDays',
] as const;
export type FunderExportColumn = (typeof FUNDER_EXPORT_COLUMNS)[number];

/** The responsiveness figures the funders list sorts by (GraphQL's FunderSortField). */
export const FUNDER_EXPORT_SORTS = ['WIN_RATE', 'MEDIAN_RESPONSE_DAYS'] as const;

/** The funders list: search and the column sort (absent: by name). */
export const fundersExportQuerySchema = object({
  search: search(),
  sort: optionalChoice(FUNDER_EXPORT_SORTS),
  direction: choiceOr(SORT_DIRECTIONS, 'ASC'),
  lang: lang(),
});
export type FundersExportQuery = z.output<typeof fundersExportQuerySchema>;

/** The programs page's three data columns, in the table's order. */
export const PROGRAM_EXPORT_COLUMNS = ['name', 'yearlyGoal', 'achievedAmount'] as const;
export type ProgramExportColumn = (typeof PROGRAM_EXPORT_COLUMNS)[number];

/** The programs page: its fiscal year (blank: the current one). */
export const programsExportQuerySchema = object({
  fiscalYear: year(),
  lang: lang(),
});
export type ProgramsExportQuery = z.output<typeof programsExportQuerySchema>;

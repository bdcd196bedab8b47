// The deadline queries' arguments: the deadlines page's next-N-days (docs/product.md, Deadlines), the calendar's date
// range and the Excel export's query (days and tables).
import {
  CALENDAR_MAX_SPAN_DAYS,
  NEXT_DAYS_DEFAULT,
  NEXT_DAYS_OPTIONS,
} from '@grantflow/domain/constants/limits';
import { daysBetween } from '@grantflow/domain/dates/date-arithmetic';
import { z } from 'zod';
import { object, typeError } from './fields.ts';
import { exportLanguageField } from './list-export.ts';
import { customIssue, issue } from './messages.ts';
import { filterDateSchema } from './pagination.ts';

const isNextDays = (days: number) => (NEXT_DAYS_OPTIONS as readonly number[]).includes(days);

/** deadlines(days): one of the next-days options (docs/product.md, Deadlines); absent means the default (90). */
export const nextDaysArgsSchema = object({
  days: z
    .number({ error: issue.oneOf(NEXT_DAYS_OPTIONS) })
    .nullish()
    .transform((days) => days ?? NEXT_DAYS_DEFAULT)
    .refine(isNextDays, { error: issue.oneOf(NEXT_DAYS_OPTIONS) }),
});

/**
 * calendarDeadlines(start, end): two yyyy-MM-dd days, the end not before the start and at most
 * CALENDAR_MAX_SPAN_DAYS later. A blank bound is refused on `end` with the range text.
 */
export const calendarRangeArgsSchema = object({ start: filterDateSchema, end: filterDateSchema }).transform(
  ({ start, end }, ctx) => {
    if (!start || !end || end < start || daysBetween(start, end) > CALENDAR_MAX_SPAN_DAYS) {
      ctx.addIssue(customIssue(issue.dateRange(CALENDAR_MAX_SPAN_DAYS), ['end']));
      return z.NEVER;
    }
    return { start, end };
  },
);

/** The tables the Excel export can hold, in sheet order. */
export const EXPORT_TABLES = ['grants', 'reports'] as const;
export type ExportTable = (typeof EXPORT_TABLES)[number];

/** GET /export/deadlines.xlsx?days=&tables=&lang=: query strings; blank means the default (90 days, both tables, English). */
export const deadlinesExportQuerySchema = object({
  days: z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return NEXT_DAYS_DEFAULT;
      const days = Number(value);
      if (isNextDays(days)) return days;
      ctx.addIssue(customIssue(issue.oneOf(NEXT_DAYS_OPTIONS)));
      return z.NEVER;
    }),
  tables: z
    .string({ error: typeError })
    .optional()
    .transform((value, ctx): ExportTable[] => {
      if (value === undefined || value === '') return [...EXPORT_TABLES];
      const names = value.split(',').map((name) => name.trim());
      const tables = EXPORT_TABLES.filter((table) => names.includes(table));
      if (tables.length === 0 || tables.length !== new Set(names).size) {
        ctx.addIssue(customIssue(issue.exportTables));
        return z.NEVER;
      }
      return tables;
    }),
  lang: exportLanguageField(),
});
export type DeadlinesExportQuery = z.output<typeof deadlinesExportQuerySchema>;

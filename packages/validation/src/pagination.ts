// The list queries' arguments: a page request and yyyy-MM-dd filter bounds (GraphQL and REST alike).
import { PAGE_SIZES } from '@grantflow/domain/constants/limits';
import { isWithinWireRange } from '@grantflow/domain/dates/wire-date-range';
import { z } from 'zod';
import { isIsoDate } from './dates.ts';
import { object } from './fields.ts';
import { customIssue, issue } from './messages.ts';

/** The largest page a list serves: the printable size. */
export const PAGE_SIZE_MAX = PAGE_SIZES.printable;

const pageNumber = z
  .number({ error: issue.biggerThan(0) })
  .int({ error: issue.biggerThan(0) })
  .min(1, { error: issue.biggerThan(0) });

const pageSizeNumber = z
  .number({ error: issue.smallerThan(PAGE_SIZE_MAX + 1) })
  .int({ error: issue.smallerThan(PAGE_SIZE_MAX + 1) })
  .min(1, { error: issue.smallerThan(PAGE_SIZE_MAX + 1) })
  .max(PAGE_SIZE_MAX, { error: issue.smallerThan(PAGE_SIZE_MAX + 1) });

/** A 1-based page; the size defaults per list (`defaultSize`) and is capped at the printable size. */
export function paginationSchema(defaultSize: number) {
  return object({
    page: pageNumber.nullish().transform((page) => page ?? 1),
    pageSize: pageSizeNumber.nullish().transform((size) => size ?? defaultSize),
  })
    .nullish()
    .transform((pagination) => pagination ?? { page: 1, pageSize: defaultSize });
}

/** `{ pagination }` as a list query receives it; issues sit at `pagination.page` / `pagination.pageSize`. */
// Built once per default size: a zod schema is compiled on first use, and lists validate on every request.
const argsSchemas = new Map<number, ReturnType<typeof buildPaginationArgsSchema>>();

function buildPaginationArgsSchema(defaultSize: number) {
  return object({ pagination: paginationSchema(defaultSize) });
}

export function paginationArgsSchema(defaultSize: number) {
  let schema = argsSchemas.get(defaultSize);
  if (!schema) {
    schema = buildPaginationArgsSchema(defaultSize);
    argsSchemas.set(defaultSize, schema);
  }
  return schema;
}

export type PageRequestArgs = z.output<ReturnType<typeof paginationSchema>>;

/** A filter bound: blank or absent means no bound; otherwise a yyyy-MM-dd date (trimmed). */
export const filterDateSchema = z
  .string({ error: issue.invalid })
  .nullish()
  .transform((value, ctx) => {
    const text = value?.trim() ?? '';
    if (text === '') return null;
    if (!isIsoDate(text)) {
      ctx.addIssue(customIssue(issue.invalid));
      return z.NEVER;
    }
    if (!isWithinWireRange(text)) {
      ctx.addIssue(customIssue(issue.dateOutOfRange));
      return z.NEVER;
    }
    return text;
  });

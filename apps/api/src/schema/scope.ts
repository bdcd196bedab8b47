import type { AuthOrganization } from '@grantflow/auth/user';
import type { PageRequest } from '@grantflow/db/repositories/shared';
import { PAGE_SIZES } from '@grantflow/domain/constants/limits';
import { toWireDate } from '@grantflow/domain/dates/to-wire-date';
import { fiscalWindow as fiscalWindowOf } from '@grantflow/domain/fiscal-year/fiscal-window';
import { DomainError, type DomainErrorCode } from '@grantflow/domain/shared/errors';
import { latestToday } from '@grantflow/validation/dates';
import { filterDateSchema, paginationArgsSchema } from '@grantflow/validation/pagination';
import { searchArgsSchema } from '@grantflow/validation/search';
import { z } from 'zod';
import { validateArgs } from './errors.ts';

// The argument readers the resolvers share: ids, pages, search text, date bounds, fiscal windows. Access and
// the effective organisation are the wrappers' (apps/api/src/operations).

/** An `ID` argument as a database id; anything else is simply not found. */
export function idArg(value: string | number, notFound: DomainErrorCode): number {
  const text = String(value).trim();
  const id = /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new DomainError(notFound);
  return id;
}

/** Today (UTC) for derived values such as did-not-respond. */
export const derivationToday = (): string => toWireDate(new Date());

/** Today for "not in the future" checks: the latest date on Earth, so no user is refused a date that is already theirs. */
export const validationToday = (): string => latestToday();

export interface PaginationArgs {
  page?: number | null;
  pageSize?: number | null;
}

/** A 1-based page; one default size for every list (packages/validation's paginationSchema holds the rule). */
export function pageArgs(pagination: PaginationArgs | null | undefined): PageRequest {
  return validateArgs(paginationArgsSchema(PAGE_SIZES.api), { pagination }).pagination;
}

/** A list's search text: one line, refused (coded) when it holds a line break or a hidden character. */
export function searchArg(search: string | null | undefined): string | null | undefined {
  return validateArgs(searchArgsSchema, { search }).search;
}

/** The fiscal year (given or current) of the organisation with its first and last day. */
export function fiscalWindow(organization: AuthOrganization, year?: number | null) {
  return fiscalWindowOf(organization.fiscalYearStart, derivationToday(), year);
}

// One schema per argument name: building a zod object compiles its parser on first use, and dateArg runs
// for every row of a list (Funder.totalAwardAmount's bounds), so the parser is compiled once, not per row.
/** The date arguments of the schema (a closed set, so the cache below stays small). */
export type DateArgName = 'startAt' | 'endAt';

const dateArgSchemas = new Map<DateArgName, z.ZodType<Record<string, string | null>>>();

function dateArgSchema(field: DateArgName): z.ZodType<Record<string, string | null>> {
  let schema = dateArgSchemas.get(field);
  if (!schema) {
    schema = z.object({ [field]: filterDateSchema }) as unknown as z.ZodType<Record<string, string | null>>;
    dateArgSchemas.set(field, schema);
  }
  return schema;
}

/** A yyyy-MM-dd filter bound (blank means none), or a VALIDATION error naming the field. */
export function dateArg(field: DateArgName, value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return validateArgs(dateArgSchema(field), { [field]: value })[field] ?? null;
}

/** The filters every deadline-ordered table list takes (applications, reports). */
export interface DeadlineListFilters {
  search?: string | null;
  startAt?: string | null;
  endAt?: string | null;
}

/** A deadline-ordered table list's arguments read once: its filters, page, search text and deadline range. */
export function deadlineListArgs<Filters extends DeadlineListFilters>(args: {
  filters?: Filters | null;
  pagination?: PaginationArgs | null;
}) {
  const filters = args.filters ?? ({} as Filters);
  return {
    filters,
    page: pageArgs(args.pagination),
    search: searchArg(filters.search),
    deadline: { start: dateArg('startAt', filters.startAt), end: dateArg('endAt', filters.endAt) },
  };
}

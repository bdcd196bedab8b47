import type { AuthOrganization } from '@grantflow/auth/user';
import { type DbTransaction, withTenant } from '@grantflow/db/client';
import type { PageRequest } from '@grantflow/db/repositories/shared';
import { PAGE_SIZES } from '@grantflow/domain/constants/limits';
import { isWireDate } from '@grantflow/domain/dates/calendar-date';
import { toWireDate } from '@grantflow/domain/dates/to-wire-date';
import { fiscalWindow as fiscalWindowOf } from '@grantflow/domain/fiscal-year/fiscal-window';
import { DomainError, type DomainErrorCode } from '@grantflow/domain/shared/errors';
import { latestToday } from '@grantflow/validation/dates';
import type { Context } from '../context.ts';

// What every tracker resolver does first (issue 4): the signed-in user, the effective organisation
// (an organizationId argument is checked like the header), then one tenant transaction.

export async function inTenant<T>(
  ctx: Context,
  requestedOrganizationId: string | number | null | undefined,
  fn: (tx: DbTransaction, organization: AuthOrganization) => Promise<T>,
): Promise<T> {
  ctx.requireUser();
  const organization = await ctx.effectiveOrganization(requestedOrganizationId);
  return withTenant(ctx.db, organization.id, (tx) => fn(tx, organization));
}

/** The signed-in user's effective organisation with the database: what every use case call starts from. */
export async function tenantOf(
  ctx: Context,
  requestedOrganizationId?: string | number | null,
): Promise<{ db: Context['db']; organization: AuthOrganization }> {
  ctx.requireUser();
  return { db: ctx.db, organization: await ctx.effectiveOrganization(requestedOrganizationId) };
}

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

/** A 1-based page; the size defaults per list and is capped at the printable size (1000). */
export function pageArgs(pagination: PaginationArgs | null | undefined, defaultSize: number): PageRequest {
  const page = pagination?.page ?? 1;
  const pageSize = pagination?.pageSize ?? defaultSize;
  const details: Record<string, string> = {};
  if (!Number.isInteger(page) || page < 1) details['pagination.page'] = 'This field should be bigger than 0.';
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > PAGE_SIZES.printable) {
    details['pagination.pageSize'] = `This field should be smaller than ${PAGE_SIZES.printable + 1}.`;
  }
  const [first] = Object.values(details);
  if (first) throw new DomainError('VALIDATION', first, { details });
  return { page, pageSize };
}

/** The fiscal year (given or current) of the organisation with its first and last day. */
export function fiscalWindow(organization: AuthOrganization, year?: number | null) {
  return fiscalWindowOf(organization.fiscalYearStart, derivationToday(), year);
}

/** A yyyy-MM-dd filter bound, or a VALIDATION error naming the field. */
export function dateArg(field: string, value: string | null | undefined): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const text = value.trim();
  if (!isWireDate(text)) {
    throw new DomainError('VALIDATION', 'This field is invalid.', {
      details: { [field]: 'This field is invalid.' },
    });
  }
  return text;
}

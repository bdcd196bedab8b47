import { resolveEffectiveOrganization } from '@grantflow/auth/effective-organization';
import { parseInput } from '@grantflow/auth/parse-input';
import type { AuthOrganization, AuthUser } from '@grantflow/auth/user';
import { type Db, withTenant } from '@grantflow/db/client';
import { updateOrganizationSettings as writeOrganizationSettings } from '@grantflow/db/repositories/organizations';
import { DomainError } from '@grantflow/domain/shared/errors';
import { organizationUpdateArgsSchema } from '@grantflow/validation/organization';

export interface UpdateOrganizationSettingsOptions {
  db: Db;
  user: AuthUser | null | undefined;
  /** The organisation to change: one the user may act for (as for X-Organization-Id). */
  id: string | number;
  /** The raw params; null or absent means unchanged. */
  params: {
    name?: string | null | undefined;
    fiscalYearStart?: string | null | undefined;
    currency?: string | null | undefined;
  };
}

/**
 * Renames an organisation, moves its fiscal-year start or changes its currency. Access first, then validation: a caller who may
 * not act for the id learns nothing else (ORGANIZATION_NOT_FOUND before any VALIDATION).
 */
export async function updateOrganizationSettings(
  options: UpdateOrganizationSettingsOptions,
): Promise<AuthOrganization> {
  const { db, user, id, params } = options;
  const organization = await resolveEffectiveOrganization(db, user, id);
  const update = parseInput(organizationUpdateArgsSchema, {
    name: params.name ?? undefined,
    fiscalYearStart: params.fiscalYearStart ?? undefined,
    currency: params.currency ?? undefined,
  });
  return updateOrganization(db, organization, organization.id, update);
}

interface OrganizationUpdate {
  name?: string | undefined;
  /** `yyyy-MM-dd`; any date whose month and day start the fiscal year. */
  fiscalYearStart?: string | undefined;
  /** ISO 4217, checked by the validation schema. */
  currency?: string | undefined;
}

/**
 * updateOrganization: only the request's effective organisation (any other id answers as missing).
 * Runs under that tenant's RLS setting, so the database refuses any other row as well.
 */
async function updateOrganization(
  db: Db,
  effective: AuthOrganization,
  id: number,
  update: OrganizationUpdate,
): Promise<AuthOrganization> {
  if (id !== effective.id) throw new DomainError('ORGANIZATION_NOT_FOUND');
  const values: { name?: string; fiscalYearStart?: string; currency?: string } = {};
  if (update.name !== undefined) values.name = update.name;
  if (update.fiscalYearStart !== undefined) values.fiscalYearStart = update.fiscalYearStart;
  if (update.currency !== undefined) values.currency = update.currency;
  const row = await withTenant(db, id, (tx) => writeOrganizationSettings(tx, id, values));
  if (!row) throw new DomainError('ORGANIZATION_NOT_FOUND');
  return row;
}

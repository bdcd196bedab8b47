import type { Db } from '@grantflow/db/client';
import { organizationUpdateArgsSchema } from '@grantflow/validation/organization';
import { resolveEffectiveOrganization } from './effective-organization.ts';
import { updateOrganization } from './organizations.ts';
import { parseInput } from './parse-input.ts';
import type { AuthOrganization, AuthUser } from './user.ts';

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

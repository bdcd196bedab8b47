import { type Db, withIdentity, withTenant } from '@grantflow/db/client';
import { insertManagerLink, listLinkedOrganizations } from '@grantflow/db/repositories/manager-links';
import { insertOrganization, updateOrganizationSettings } from '@grantflow/db/repositories/organizations';
import { findUserRole } from '@grantflow/db/repositories/users';
import { DomainError } from '@grantflow/domain/shared/errors';
import { organizationCreateBodySchema } from '@grantflow/validation/organization';
import { recordAuditEvent } from './audit.ts';
import { assertAuthorized } from './effective-organization.ts';
import { parseInput } from './parse-input.ts';
import { ORGANIZATION_CREATOR_ROLES, requireRole } from './roles.ts';
import type { AuthOrganization, AuthUser } from './user.ts';

/** One entry of GET /managers/{userId} (a manager link; docs/product.md, Entities). */
export interface ManagerLinkEntry {
  organization: { id: number; name: string };
}

/** Ids arrive as path text; anything but a positive integer names nobody. */
function parseUserId(value: string | number): number | null {
  const text = String(value).trim();
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * The organisations linked to a manager, sorted by name case-insensitively. Callers read their own
 * links; only an ADMIN reads anyone's. Someone else's id answers like a missing user, so ids cannot be probed.
 */
export async function listManagerLinks(
  db: Db,
  caller: AuthUser | null | undefined,
  userIdParam: string | number,
): Promise<ManagerLinkEntry[]> {
  assertAuthorized(caller);
  const userId = parseUserId(userIdParam);
  if (userId === null || (userId !== caller.id && caller.role !== 'ADMIN')) {
    throw new DomainError('USER_NOT_FOUND');
  }
  const rows = await withIdentity(db, (tx) => listLinkedOrganizations(tx, userId));
  return rows.map((organization) => ({ organization }));
}

/**
 * POST /managers/organisation: ADMIN and MANAGER only. Creates the organisation and links it to the
 * manager named by `user_id`, which must be the caller (an ADMIN may name any MANAGER or ADMIN).
 * Unknown body keys (role, authorized, organizationId, …) are dropped by the schema, never applied.
 */
export async function createManagedOrganization(
  db: Db,
  caller: AuthUser | null | undefined,
  body: unknown,
): Promise<AuthOrganization> {
  const user = await requireRole(db, caller, ORGANIZATION_CREATOR_ROLES, 'organization.create');
  const input = parseInput(organizationCreateBodySchema, body);
  return withIdentity(db, async (tx) => {
    if (input.user_id !== user.id) {
      const role = user.role === 'ADMIN' ? await findUserRole(tx, input.user_id) : null;
      if (!role || role === 'USER') throw new DomainError('USER_NOT_FOUND');
    }
    const organization = await insertOrganization(tx, {
      name: input.name,
      fiscalYearStart: input.fiscal_year_start_date,
    });
    await insertManagerLink(tx, input.user_id, organization.id);
    await recordAuditEvent(tx, {
      action: 'organization.created',
      actorUserId: user.id,
      organizationId: organization.id,
      targetType: 'organization',
      targetId: organization.id,
      metadata: { name: organization.name },
    });
    await recordAuditEvent(tx, {
      action: 'manager_link.added',
      actorUserId: user.id,
      organizationId: organization.id,
      targetType: 'user',
      targetId: input.user_id,
    });
    return organization;
  });
}

export interface OrganizationUpdate {
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
export async function updateOrganization(
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
  const row = await withTenant(db, id, (tx) => updateOrganizationSettings(tx, id, values));
  if (!row) throw new DomainError('ORGANIZATION_NOT_FOUND');
  return row;
}

import type { Db } from '@grantflow/db/client';
import { findRequestedOrganization } from '@grantflow/db/repositories/request-identity';
import { DomainError } from '@grantflow/domain/shared/errors';
import type { Authentication } from './authenticate.ts';
import type { AuthOrganization, AuthUser } from './user.ts';

/** Parses an `X-Organization-Id` header or `organizationId` argument; absent or blank means "my own". */
export function parseOrganizationId(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text === '') return null;
  // Anything but a positive integer is treated like an organisation that does not exist.
  if (!/^[1-9][0-9]{0,9}$/.test(text)) throw new DomainError('ORGANIZATION_NOT_FOUND');
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new DomainError('ORGANIZATION_NOT_FOUND');
  return id;
}

/** Authorized users only: `authorized = false` accounts get no data from protected operations. */
export function assertAuthorized(user: AuthUser | null | undefined): asserts user is AuthUser {
  if (!user?.authorized) throw new DomainError('UNAUTHORIZED');
}

/**
 * The organisation this request acts for (docs/architecture.md, Tenancy): USER → their own only; MANAGER → own or a
 * linked one; ADMIN → any existing one. A refusal and a missing organisation answer alike
 * (ORGANIZATION_NOT_FOUND), so ids of other tenants cannot be probed. Another organisation is read in one
 * statement (the organisation and the user's link to it); `effectiveOrganizationOf` applies the rules.
 */
export async function resolveEffectiveOrganization(
  db: Db,
  user: AuthUser | null | undefined,
  requestedOrgId: string | number | null | undefined,
): Promise<AuthOrganization> {
  assertAuthorized(user);
  const requested = parseOrganizationId(requestedOrgId);
  if (requested === null || requested === user.organizationId) return user.organization;
  if (user.role === 'USER') throw new DomainError('ORGANIZATION_NOT_FOUND');

  const read = await findRequestedOrganization(db, user.id, requested);
  return effectiveOrganizationOf(user, requested, {
    id: requested,
    organization: read?.organization ?? null,
    linked: read?.linked ?? false,
  });
}

/**
 * The rules of `resolveEffectiveOrganization` over an organisation already read with the user's manager link
 * to it (by `authenticate` in its one statement, or by `resolveEffectiveOrganization`): no further query.
 */
export function effectiveOrganizationOf(
  user: AuthUser | null | undefined,
  requestedOrgId: string | number | null | undefined,
  read: Authentication['requested'],
): AuthOrganization {
  assertAuthorized(user);
  const requested = parseOrganizationId(requestedOrgId);
  if (requested === null || requested === user.organizationId) return user.organization;
  if (user.role === 'USER' || read?.id !== requested || !read.organization) {
    throw new DomainError('ORGANIZATION_NOT_FOUND');
  }
  if (user.role === 'ADMIN' || read.linked) return read.organization;
  throw new DomainError('ORGANIZATION_NOT_FOUND');
}

/** The header's organisation id for `authenticate`, or null when absent or malformed (refused later). */
export function requestedOrganizationIdOf(value: string | number | null | undefined): number | null {
  try {
    return parseOrganizationId(value);
  } catch {
    return null;
  }
}

import type { Role } from '@grantflow/domain/shared/enums';

export interface HeaderUser {
  readonly role: Role;
  readonly authorized: boolean;
}

export interface HeaderPermissions {
  readonly showNavigation: boolean;
  readonly showAdminLink: boolean;
  readonly showOrganizationPicker: boolean;
  readonly showAddOrganization: boolean;
}

/** docs/product.md, Screens and routes; Users and roles: what the header offers. An unauthorized account keeps only its user menu (to sign out). */
export function headerPermissions(user: HeaderUser | null): HeaderPermissions {
  const authorized = user?.authorized === true;
  const picks = authorized && (user?.role === 'ADMIN' || user?.role === 'MANAGER');
  return {
    showNavigation: authorized,
    showAdminLink: authorized && user?.role === 'ADMIN',
    showOrganizationPicker: picks,
    showAddOrganization: picks,
  };
}

export interface NamedOrganization {
  readonly id: string;
  readonly name: string;
}

/** docs/product.md, Users and roles: sorted by name, ignoring case (the server sorts too; the picker must not depend on it). */
export function sortOrganizations<T extends NamedOrganization>(organizations: readonly T[]): T[] {
  return [...organizations].sort(
    (a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id.localeCompare(b.id),
  );
}

/** The organisation being worked on: the stored choice when it is still offered, otherwise the user's own. */
export function currentOrganizationId(
  stored: string | null,
  ownId: string,
  offered: readonly NamedOrganization[] | undefined,
): string {
  if (!stored) return ownId;
  if (offered && !offered.some((o) => o.id === stored)) return ownId;
  return stored;
}

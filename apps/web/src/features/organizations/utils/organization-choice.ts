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

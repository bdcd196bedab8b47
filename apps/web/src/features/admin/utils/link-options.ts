interface Named {
  readonly id: string;
  readonly name: string;
}

/** Organisations a manager could still be linked to: not their own, not already linked; by name. */
export function linkableOrganizations(
  all: readonly Named[],
  user: { organization: Named; managedOrganizations: readonly Named[] },
): Named[] {
  const taken = new Set([user.organization.id, ...user.managedOrganizations.map((o) => o.id)]);
  return all
    .filter((o) => !taken.has(o.id))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}

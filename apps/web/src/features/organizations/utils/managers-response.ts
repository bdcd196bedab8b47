import type { NamedOrganization } from './organization-choice.ts';

// GET /managers/:userId answers a list of entries, each with organization {id, name} (docs/product.md, REST calls).

function asOrganization(value: unknown): NamedOrganization | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name } = value as Record<string, unknown>;
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof name !== 'string') return null;
  return { id: String(id), name };
}

/** The organisations a MANAGER may pick: their own plus every linked one, each once. */
export function managedOrganizations(data: unknown, own: NamedOrganization): NamedOrganization[] {
  const entries = Array.isArray(data) ? data : [];
  const byId = new Map<string, NamedOrganization>([[own.id, own]]);
  for (const entry of entries) {
    const organization = asOrganization((entry as { organization?: unknown } | null)?.organization);
    if (organization && !byId.has(organization.id)) byId.set(organization.id, organization);
  }
  return [...byId.values()];
}

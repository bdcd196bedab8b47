import { and, asc, count, eq } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { savedOpportunitySearches as saved } from '../schema/saved-opportunity-searches.ts';
import type { OpportunityFilters } from './opportunities.ts';

// Saved Find grants searches (docs/product.md, Saved searches): tenant rows, each the caller's own. Every
// query names the organisation and the user, so another user's search is as absent as another organisation's.

export interface SavedOpportunitySearchRecord {
  id: number;
  name: string;
  search: string | null;
  filters: OpportunityFilters;
  paused: boolean;
  createdAt: Date;
  lastDigestAt: Date | null;
}

export interface SavedSearchOwner {
  organizationId: number;
  userId: number;
}

const columns = {
  id: saved.id,
  name: saved.name,
  search: saved.search,
  filters: saved.filters,
  paused: saved.paused,
  createdAt: saved.createdAt,
  lastDigestAt: saved.lastDigestAt,
};

const owned = (owner: SavedSearchOwner, id: number) =>
  and(eq(saved.organizationId, owner.organizationId), eq(saved.userId, owner.userId), eq(saved.id, id));

export async function insertSavedSearch(
  tx: DbExecutor,
  owner: SavedSearchOwner,
  fields: { name: string; search: string | null; filters: OpportunityFilters },
): Promise<SavedOpportunitySearchRecord> {
  const [row] = await tx
    .insert(saved)
    .values({ ...owner, ...fields })
    .returning(columns);
  if (!row) throw new Error('insertSavedSearch: insert returned no row');
  return row;
}

/** The user's saved searches in the organisation, oldest first. */
export async function listSavedSearches(
  tx: DbExecutor,
  owner: SavedSearchOwner,
): Promise<SavedOpportunitySearchRecord[]> {
  const rows = await tx
    .select(columns)
    .from(saved)
    .where(and(eq(saved.organizationId, owner.organizationId), eq(saved.userId, owner.userId)))
    .orderBy(asc(saved.createdAt), asc(saved.id));
  return rows;
}

export async function countSavedSearches(tx: DbExecutor, owner: SavedSearchOwner): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(saved)
    .where(and(eq(saved.organizationId, owner.organizationId), eq(saved.userId, owner.userId)));
  return row?.n ?? 0;
}

/** Deletes the user's saved search; false when they have none with this id. */
export async function deleteSavedSearch(
  tx: DbExecutor,
  owner: SavedSearchOwner,
  id: number,
): Promise<boolean> {
  const rows = await tx.delete(saved).where(owned(owner, id)).returning({ id: saved.id });
  return rows.length > 0;
}

/** Pauses or resumes the user's saved search; null when they have none with this id. */
export async function setSavedSearchPaused(
  tx: DbExecutor,
  owner: SavedSearchOwner,
  id: number,
  paused: boolean,
): Promise<SavedOpportunitySearchRecord | null> {
  const [row] = await tx.update(saved).set({ paused }).where(owned(owner, id)).returning(columns);
  return row ?? null;
}

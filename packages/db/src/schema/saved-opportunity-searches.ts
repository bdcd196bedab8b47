import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns.ts';
import { users } from './identity.ts';
import type { OPPORTUNITY_STATUSES } from './opportunities.ts';
import { tenantId } from './tenant.ts';

/** Filters of a saved search, as searchOpportunities reads them (packages/validation, opportunity). */
export interface SavedSearchFiltersColumn {
  status?: (typeof OPPORTUNITY_STATUSES)[number] | null;
  closeFrom?: string | null;
  closeTo?: string | null;
  agency?: string | null;
}

/**
 * A user's saved Find grants search in one organisation (docs/product.md, Saved searches): its text and
 * filters, and when the daily digest last covered it. A tenant table; the owner is the user who saved it.
 */
export const savedOpportunitySearches = pgTable(
  'saved_opportunity_searches',
  {
    id: id(),
    organizationId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    search: text('search'),
    filters: jsonb('filters').$type<SavedSearchFiltersColumn>().notNull().default({}),
    paused: boolean('paused').notNull().default(false),
    /** The end of the window the last digest covered; null: the search's creation starts the first one. */
    lastDigestAt: tstz('last_digest_at'),
    createdAt: createdAt(),
  },
  (t) => [index('saved_opportunity_searches_user_idx').on(t.organizationId, t.userId, t.createdAt)],
);

import { integer } from 'drizzle-orm/pg-core';
import { organizations } from './identity.ts';

/** `organization_id` of a tenant row: NOT NULL, cascades with its organisation (RLS and Citus key). */
export const tenantId = () =>
  integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './identity.ts';
import { tenantId } from './tenant.ts';

/**
 * The first answer to a creating request sent with an `Idempotency-Key`, so a retry of the same request by
 * the same user for the same organisation gets it again instead of creating twice. `answer` is null while
 * the first request runs. Rows older than the replay window are deleted as keys are claimed.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    organizationId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Which transport and operation the key was used for ('graphql', 'POST /support'). */
    operation: text('operation').notNull(),
    /** HMAC-SHA-256 of the request (document and variables, or route and body): a retry must match it. */
    fingerprint: text('fingerprint').notNull(),
    /** The HTTP status and body sent the first time; null while that request is still running. */
    status: integer('status'),
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId, t.key] }),
    check('idempotency_keys_key_length', sql`char_length(${t.key}) between 1 and 255`),
    index('idempotency_keys_organization_created_idx').on(t.organizationId, t.createdAt),
  ],
);

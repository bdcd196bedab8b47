import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { driveProviderEnum } from './enums.ts';
import { users } from './identity.ts';
import { tenantId } from './tenant.ts';

/**
 * A user's connection to a cloud drive (docs/product.md, Funder documents and cloud drives): the provider's refresh token, encrypted at rest
 * (AES-256-GCM, SECURITY.md, row 15) by the caller; this table never sees the plain token.
 */
export const driveConnections = pgTable(
  'drive_connections',
  {
    id: id(),
    organizationId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: driveProviderEnum('provider').notNull(),
    /** `v1.<iv>.<tag>.<ciphertext>` (base64url), see packages/auth drive-token-cipher. */
    refreshTokenSealed: text('refresh_token_sealed').notNull(),
    scope: text('scope'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('drive_connections_user_provider_unique').on(t.organizationId, t.userId, t.provider),
    index('drive_connections_user_idx').on(t.userId),
  ],
);

import { type Db, withIdentity, withTenant } from '@grantflow/db/client';
import { findFeedByToken } from '@grantflow/db/repositories/calendar';
import { resolveEffectiveOrganization } from './effective-organization.ts';
import { type AuthOrganization, findAuthUser } from './user.ts';

/**
 * The organisation a calendar feed token opens (the secret in the feed URL is the credential), or null
 * when the token is unknown or revoked, or its owner lost access (unauthorized, manager link removed):
 * every refusal answers alike. Marks the feed used.
 */
export async function openCalendarFeed(
  db: Db,
  slug: { organizationId: number; token: string },
): Promise<AuthOrganization | null> {
  const feed = await withTenant(db, slug.organizationId, (tx) =>
    findFeedByToken(tx, slug.organizationId, slug.token),
  );
  if (!feed) return null;
  const owner = await withIdentity(db, (tx) => findAuthUser(tx, feed.userId));
  try {
    return await resolveEffectiveOrganization(db, owner, feed.organizationId);
  } catch {
    return null;
  }
}

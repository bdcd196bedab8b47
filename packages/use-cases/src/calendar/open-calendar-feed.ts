import { resolveCombinedOrganizations } from '@grantflow/auth/combined-organizations';
import { assertAuthorized, resolveEffectiveOrganization } from '@grantflow/auth/effective-organization';
import { type AuthOrganization, findAuthUser } from '@grantflow/auth/user';
import { type Db, withIdentity, withTenant } from '@grantflow/db/client';
import { findFeedByToken } from '@grantflow/db/repositories/calendar';
import { listOrganizationsByIds } from '@grantflow/db/repositories/organizations';
import { findUserLanguage } from '@grantflow/db/repositories/users';
import type { SupportedLanguage } from '@grantflow/domain/constants/limits';

/** What a feed URL opens: one organisation, or (a combined feed) every organisation its owner may read now. */
export interface OpenedCalendarFeed {
  coversAll: boolean;
  organizations: AuthOrganization[];
  /** The owner's language: the feed's texts speak it. */
  language: SupportedLanguage;
}

/**
 * The organisations a calendar feed token opens (the secret in the feed URL is the credential), or null
 * when the token is unknown or revoked, or its owner lost access (unauthorized, manager link removed):
 * every refusal answers alike. Marks the feed used. A combined feed ("All my organisations") is resolved
 * afresh on every fetch, so a removed manager link drops that organisation at once; it must live in the
 * owner's own organisation (a user moved elsewhere gets nothing).
 */
export async function openCalendarFeed(
  db: Db,
  slug: { organizationId: number; token: string },
): Promise<OpenedCalendarFeed | null> {
  const feed = await withTenant(db, slug.organizationId, (tx) =>
    findFeedByToken(tx, slug.organizationId, slug.token),
  );
  if (!feed) return null;
  const [owner, language] = await withIdentity(
    db,
    async (tx) =>
      [await findAuthUser(tx, feed.userId), (await findUserLanguage(tx, feed.userId)) ?? 'en'] as const,
  );
  try {
    if (feed.coversAll) {
      if (!owner || owner.organizationId !== feed.organizationId) return null;
      assertAuthorized(owner);
      // An ADMIN's feed covers the organisations picked at creation; the role is read again now, so an
      // owner who is no longer ADMIN gets only what their role gives (a USER: their own).
      const picked = owner.role === 'ADMIN' && feed.organizationIds?.length ? feed.organizationIds : null;
      if (picked) {
        // An organisation deleted since simply drops out; the pick was capped when it was stored.
        const organizations = await withIdentity(db, (tx) => listOrganizationsByIds(tx, picked));
        return { coversAll: true, organizations, language };
      }
      return {
        coversAll: true,
        organizations: await resolveCombinedOrganizations(db, owner, null),
        language,
      };
    }
    return {
      coversAll: false,
      organizations: [await resolveEffectiveOrganization(db, owner, feed.organizationId)],
      language,
    };
  } catch {
    return null;
  }
}

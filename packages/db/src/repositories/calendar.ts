import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { calendarFeedTokens } from '../schema/calendar.ts';

/**
 * Calendar feed tokens. The secret in the feed URL is derived, never stored:
 * token = HMAC-SHA256(AUTH_SECRET, organisation, user, row id); the row keeps only SHA-256(token).
 * So the API can show the same URL again without the database holding it, a database leak alone
 * reveals no usable URL, and regenerating (a new row) changes it. Rotating AUTH_SECRET voids all feeds.
 *
 * The URL names the organisation (`/calendar/{organizationId}-{token}.ics`) because the lookup runs
 * under row-level security, which needs the tenant before it can read the token row.
 *
 * A combined feed ("All my organisations", `coversAll`) is a row in the owner's own organisation; its
 * token is derived under a different label, so it never equals a single-organisation token. Every
 * function below takes `coversAll` (default false) and touches only the rows of that kind.
 */

export interface FeedTokenRow {
  id: number;
  organizationId: number;
  userId: number;
  createdAt: Date;
  coversAll: boolean;
  /** An ADMIN's combined feed: the organisations picked at creation; null otherwise. */
  organizationIds: number[] | null;
}

type TokenKey = Pick<FeedTokenRow, 'id' | 'organizationId' | 'userId'> & { coversAll?: boolean };

export function hashFeedToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function deriveFeedToken(secret: string, row: TokenKey): string {
  const label = row.coversAll ? 'calendar-feed-all:v1' : 'calendar-feed:v1';
  return createHmac('sha256', secret)
    .update(`${label}:${row.organizationId}:${row.userId}:${row.id}`)
    .digest('base64url');
}

/** `{organizationId}-{token}`: the file name of the feed without `.ics`. */
export function feedSlug(secret: string, row: TokenKey): string {
  return `${row.organizationId}-${deriveFeedToken(secret, row)}`;
}

const SLUG = /^([1-9][0-9]{0,9})-([A-Za-z0-9_-]{43})$/;

/** The organisation id and token of a slug, or null when it cannot be one of ours. */
export function parseFeedSlug(slug: string): { organizationId: number; token: string } | null {
  const match = SLUG.exec(slug);
  if (!match?.[1] || !match[2]) return null;
  const organizationId = Number(match[1]);
  if (organizationId > 2_147_483_647) return null;
  return { organizationId, token: match[2] };
}

const columns = {
  id: calendarFeedTokens.id,
  organizationId: calendarFeedTokens.organizationId,
  userId: calendarFeedTokens.userId,
  createdAt: calendarFeedTokens.createdAt,
  coversAll: calendarFeedTokens.coversAll,
  organizationIds: calendarFeedTokens.organizationIds,
};

export async function activeFeedToken(
  tx: DbExecutor,
  organizationId: number,
  userId: number,
  coversAll = false,
): Promise<FeedTokenRow | null> {
  const [row] = await tx
    .select(columns)
    .from(calendarFeedTokens)
    .where(
      and(
        eq(calendarFeedTokens.organizationId, organizationId),
        eq(calendarFeedTokens.userId, userId),
        eq(calendarFeedTokens.coversAll, coversAll),
        isNull(calendarFeedTokens.revokedAt),
      ),
    )
    .orderBy(desc(calendarFeedTokens.id))
    .limit(1);
  return row ?? null;
}

/** Revokes the user's feeds of this organisation; returns how many were active. */
export async function revokeFeedTokens(
  tx: DbExecutor,
  organizationId: number,
  userId: number,
  coversAll = false,
): Promise<number> {
  const rows = await tx
    .update(calendarFeedTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(calendarFeedTokens.organizationId, organizationId),
        eq(calendarFeedTokens.userId, userId),
        eq(calendarFeedTokens.coversAll, coversAll),
        isNull(calendarFeedTokens.revokedAt),
      ),
    )
    .returning({ id: calendarFeedTokens.id });
  return rows.length;
}

/**
 * A new feed row; the stored hash is only known once the row id is (the token depends on it).
 * `organizationIds` (a combined feed only) fixes the organisations an ADMIN picked.
 */
export async function createFeedToken(
  tx: DbExecutor,
  secret: string,
  organizationId: number,
  userId: number,
  coversAll = false,
  organizationIds: readonly number[] | null = null,
): Promise<FeedTokenRow> {
  const [row] = await tx
    .insert(calendarFeedTokens)
    // A random placeholder keeps the unique hash column valid until the real hash replaces it below.
    .values({
      organizationId,
      userId,
      coversAll,
      organizationIds: organizationIds ? [...organizationIds] : null,
      tokenHash: `pending:${randomBytes(16).toString('hex')}`,
    })
    .returning(columns);
  if (!row) throw new Error('calendar feed token not created');
  await tx
    .update(calendarFeedTokens)
    .set({ tokenHash: hashFeedToken(deriveFeedToken(secret, row)) })
    .where(and(eq(calendarFeedTokens.organizationId, organizationId), eq(calendarFeedTokens.id, row.id)));
  return row;
}

/** The user's active feed, created on first use (with `organizationIds`; an existing feed keeps its own). */
export async function ensureFeedToken(
  tx: DbExecutor,
  secret: string,
  organizationId: number,
  userId: number,
  coversAll = false,
  organizationIds: readonly number[] | null = null,
): Promise<FeedTokenRow> {
  return (
    (await activeFeedToken(tx, organizationId, userId, coversAll)) ??
    createFeedToken(tx, secret, organizationId, userId, coversAll, organizationIds)
  );
}

/** The active feed a presented token opens (and marks it used), or null. */
export async function findFeedByToken(
  tx: DbExecutor,
  organizationId: number,
  token: string,
): Promise<FeedTokenRow | null> {
  const [row] = await tx
    .update(calendarFeedTokens)
    .set({ lastUsedAt: new Date() })
    .where(
      and(
        eq(calendarFeedTokens.organizationId, organizationId),
        eq(calendarFeedTokens.tokenHash, hashFeedToken(token)),
        isNull(calendarFeedTokens.revokedAt),
      ),
    )
    .returning(columns);
  return row ?? null;
}

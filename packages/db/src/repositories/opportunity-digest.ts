import type { SupportedLanguage } from '@grantflow/domain/constants/limits';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { conditions } from './opportunities.ts';
import type { OpportunityStatus } from './opportunity-sync.ts';
import type { SavedOpportunitySearchRecord, SavedSearchOwner } from './saved-opportunity-searches.ts';
import { toNumber } from './shared.ts';

// The daily opportunity digest (docs/operations.md, Opportunity digest): per organisation, the users with
// active saved searches, what each search matches among the opportunities the sync added or changed since
// the search's last digest (the search's own conditions, so dismissals stay hidden), and the claim that
// keeps a user to one digest a day.

export interface DigestMatch {
  id: number;
  title: string;
  agencyName: string;
  closeDate: string | null;
}

/** The users who keep at least one active saved search in the organisation. */
export async function digestOwners(tx: DbExecutor, organizationId: number): Promise<number[]> {
  const { rows } = await tx.execute<{ user_id: number }>(sql`select distinct user_id
    from saved_opportunity_searches where organization_id = ${organizationId} and not paused order by user_id`);
  return rows.map((row) => toNumber(row.user_id));
}

/** The user's active saved searches, oldest first, locked until the transaction ends (one digest at a time). */
export async function activeSavedSearches(
  tx: DbExecutor,
  owner: SavedSearchOwner,
): Promise<SavedOpportunitySearchRecord[]> {
  const { rows } = await tx.execute<{
    id: number;
    name: string;
    search: string | null;
    filters: SavedOpportunitySearchRecord['filters'];
    created_at: string;
    last_digest_at: string | null;
  }>(sql`select id, name, search, filters, created_at, last_digest_at from saved_opportunity_searches
    where organization_id = ${owner.organizationId} and user_id = ${owner.userId} and not paused
    order by created_at, id for update`);
  return rows.map((row) => ({
    id: toNumber(row.id),
    name: row.name,
    search: row.search,
    filters: row.filters,
    paused: false,
    createdAt: new Date(row.created_at),
    lastDigestAt: row.last_digest_at === null ? null : new Date(row.last_digest_at),
  }));
}

/**
 * What one saved search matches among the opportunities added or changed in (since, until], with the given
 * statuses: the first `limit` (soonest close date first) and how many in all.
 */
export async function digestMatches(
  tx: DbExecutor,
  organizationId: number,
  options: {
    saved: SavedOpportunitySearchRecord;
    since: Date;
    until: Date;
    statuses: readonly OpportunityStatus[];
    limit: number;
  },
): Promise<{ total: number; items: DigestMatch[] }> {
  const { saved, since, until, statuses, limit } = options;
  const { rows } = await tx.execute<{
    id: number;
    title: string;
    agency_name: string;
    close_date: string | null;
    total: string;
  }>(sql`select o.id, o.title, o.agency_name, o.close_date::text, count(*) over () as total
    from opportunities o
    where ${conditions(organizationId, { search: saved.search, filters: saved.filters })}
      and o.updated_at > ${since.toISOString()}::timestamptz and o.updated_at <= ${until.toISOString()}::timestamptz
      and o.status in (${sql.join(
        statuses.map((status) => sql`${status}`),
        sql`, `,
      )})
    order by o.close_date asc nulls last, o.id limit ${limit}`);
  return {
    total: Number(rows[0]?.total ?? 0),
    items: rows.map((row) => ({
      id: toNumber(row.id),
      title: row.title,
      agencyName: row.agency_name,
      closeDate: row.close_date,
    })),
  };
}

/**
 * Claims the user's digest of the day. True only for the caller that inserted the row; a concurrent claimer
 * waits on the unique key, then gets false. Run it in the transaction that sends: a failure rolls it back.
 */
export async function claimDigest(
  tx: DbExecutor,
  key: SavedSearchOwner & { digestOn: string; opportunityCount: number },
): Promise<boolean> {
  const { rows } = await tx.execute<{ id: number }>(sql`insert into opportunity_digest_sends
      (organization_id, user_id, digest_on, opportunity_count)
    values (${key.organizationId}, ${key.userId}, ${key.digestOn}::date, ${key.opportunityCount})
    on conflict (organization_id, user_id, digest_on) do nothing returning id`);
  return rows.length > 0;
}

/** Whether the user already had the day's digest in this organisation. */
export async function digestSent(
  tx: DbExecutor,
  key: SavedSearchOwner & { digestOn: string },
): Promise<boolean> {
  const { rows } = await tx.execute<{ one: number }>(sql`select 1 as one from opportunity_digest_sends
    where organization_id = ${key.organizationId} and user_id = ${key.userId} and digest_on = ${key.digestOn}::date`);
  return rows.length > 0;
}

/** The searches' next digest covers what changes after `at`. */
export async function markSearchesDigested(
  tx: DbExecutor,
  owner: SavedSearchOwner,
  ids: readonly number[],
  at: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`update saved_opportunity_searches set last_digest_at = ${at.toISOString()}::timestamptz
    where organization_id = ${owner.organizationId} and user_id = ${owner.userId}
      and id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
}

export interface DigestRecipient {
  id: number;
  email: string;
  language: SupportedLanguage;
}

/**
 * In an identity transaction: those of these users who may still receive mail about the organisation —
 * authorized, verified, and of it (their own, a manager link, or ADMIN). A user who lost access gets nothing.
 */
export async function digestRecipients(
  tx: DbExecutor,
  organizationId: number,
  userIds: readonly number[],
): Promise<DigestRecipient[]> {
  if (userIds.length === 0) return [];
  const { rows } = await tx.execute<{ id: number; email: string; language: SupportedLanguage }>(sql`
    select u.id, u.email, u.language from users u
    where u.id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and u.authorized and u.verified_at is not null
      and (u.organization_id = ${organizationId} or u.role = 'ADMIN' or exists (select 1 from manager_links m
        where m.user_id = u.id and m.organization_id = ${organizationId}))
    order by u.id`);
  return rows.map((row) => ({ id: toNumber(row.id), email: row.email, language: row.language }));
}

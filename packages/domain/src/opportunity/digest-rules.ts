// The daily opportunity digest (docs/product.md, Saved searches): what a digest lists. Rules only; the job
// is a use case and the queries are in packages/db.

export type DigestStatus = 'forecasted' | 'posted' | 'closed' | 'archived';

/** Statuses a digest lists when the saved search names none: ones that can still be applied for. */
export const DIGEST_DEFAULT_STATUSES: readonly DigestStatus[] = ['forecasted', 'posted'];

/** Opportunities listed per saved search in one digest; the rest are counted, and Find grants shows them. */
export const DIGEST_ITEMS_PER_SEARCH = 10;

/**
 * The statuses a saved search's digest lists: the one its filter names (a search for closed ones gets
 * closed ones), else those still open to applicants, so a sync closing old notices mails nobody.
 */
export function digestStatuses(filterStatus: DigestStatus | null | undefined): readonly DigestStatus[] {
  return filterStatus ? [filterStatus] : DIGEST_DEFAULT_STATUSES;
}

/** Where a digest's window starts: the search's last digest, or its creation for its first one. */
export function digestWindowStart(search: { createdAt: Date; lastDigestAt: Date | null }): Date {
  return search.lastDigestAt ?? search.createdAt;
}

/**
 * Each opportunity once per digest, under the first of the user's searches (oldest first) that matched it.
 * Sections left without items are dropped.
 */
export function combineDigestSections<T extends { id: number }, S extends { items: T[] }>(
  sections: readonly S[],
): S[] {
  const seen = new Set<number>();
  const combined: S[] = [];
  for (const section of sections) {
    const items = section.items.filter((item) => !seen.has(item.id));
    for (const item of items) seen.add(item.id);
    if (items.length > 0) combined.push({ ...section, items });
  }
  return combined;
}

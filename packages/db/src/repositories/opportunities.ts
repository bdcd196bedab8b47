import { DomainError } from '@grantflow/domain/shared/errors';
import { type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { fitRank, organizationTermsQuery } from './opportunity-match.ts';
import type { OpportunityFields, OpportunityStatus } from './opportunity-sync.ts';
import { offsetOf, type PageRequest } from './shared.ts';

// Reads of the shared opportunities copy for one organisation (docs/product.md, Find grants): English
// full-text search with a trigram fallback on titles when the words match nothing (a misspelt word: word
// similarity ≥ 0.6, pg_trgm's default), this organisation's dismissals hidden, its tracked links shown. The
// copy has no organization_id; the per-organisation rows filter on it as well as RLS.

export interface OpportunityFilters {
  status?: OpportunityStatus | null;
  closeFrom?: string | null;
  closeTo?: string | null;
  agency?: string | null;
}

/** The fields with this organisation's choices: its tracked application and whether it dismissed it. */
export interface OpportunityRecord extends OpportunityFields {
  id: number;
  trackedApplicationId: number | null;
  dismissed: boolean;
}

interface OpportunityRow {
  id: number;
  grants_gov_id: number;
  number: string;
  title: string;
  agency_code: string;
  agency_name: string;
  status: OpportunityStatus;
  open_date: string | null;
  close_date: string | null;
  award_ceiling_cents: string | null;
  award_floor_cents: string | null;
  eligibility_codes: string[];
  alns: string[];
  synopsis: string;
  link: string;
  tracked_application_id: number | null;
  dismissed: boolean;
  total?: string;
}

const money = (value: string | null) => (value === null ? null : Number(value));

function toRecord(row: OpportunityRow): OpportunityRecord {
  return {
    id: row.id,
    grantsGovId: row.grants_gov_id,
    number: row.number,
    title: row.title,
    agencyCode: row.agency_code,
    agencyName: row.agency_name,
    status: row.status,
    openDate: row.open_date,
    closeDate: row.close_date,
    awardCeilingCents: money(row.award_ceiling_cents),
    awardFloorCents: money(row.award_floor_cents),
    eligibilityCodes: row.eligibility_codes,
    alns: row.alns,
    synopsis: row.synopsis,
    link: row.link,
    trackedApplicationId: row.tracked_application_id,
    dismissed: row.dismissed,
  };
}

const columns = (organizationId: number) => sql`o.id, o.grants_gov_id, o.number, o.title, o.agency_code,
  o.agency_name, o.status, o.open_date::text, o.close_date::text, o.award_ceiling_cents::text,
  o.award_floor_cents::text, o.eligibility_codes, o.alns, o.synopsis, o.link,
  (select t.application_id from opportunity_tracks t
    where t.organization_id = ${organizationId} and t.opportunity_id = o.id) as tracked_application_id,
  exists (select 1 from opportunity_dismissals d
    where d.organization_id = ${organizationId} and d.opportunity_id = o.id) as dismissed`;

/** How the words match: by full text, or by similar titles (the fallback). */
type Match = 'words' | 'similar';

interface SearchOptions {
  search: string | null;
  filters: OpportunityFilters;
  page: PageRequest;
}

/** The WHERE of a search for one organisation: its dismissals left out, the words (or similar titles) and filters applied. */
export function conditions(
  organizationId: number,
  options: Pick<SearchOptions, 'search' | 'filters'>,
  match: Match = 'words',
): SQL {
  const { search, filters } = options;
  const parts: SQL[] = [
    sql`not exists (select 1 from opportunity_dismissals d
      where d.organization_id = ${organizationId} and d.opportunity_id = o.id)`,
  ];
  if (search)
    parts.push(
      match === 'words'
        ? sql`o.search_vector @@ websearch_to_tsquery('english', ${search})`
        : sql`${search} <% o.title`,
    );
  if (filters.status) parts.push(sql`o.status = ${filters.status}`);
  if (filters.closeFrom) parts.push(sql`o.close_date >= ${filters.closeFrom}::date`);
  if (filters.closeTo) parts.push(sql`o.close_date <= ${filters.closeTo}::date`);
  if (filters.agency)
    parts.push(sql`(o.agency_code = ${filters.agency} or o.agency_name ilike ${`%${filters.agency}%`})`);
  return sql.join(parts, sql` and `);
}

/**
 * One page, best first (with words, full-text rank plus word similarity; without, fit to the organisation),
 * then by close date. The page's ids are chosen first, counting every match; the columns and this
 * organisation's links are read for those rows only.
 */
async function matchPage(
  tx: DbExecutor,
  organizationId: number,
  options: SearchOptions,
  match: Match,
): Promise<OpportunityRow[]> {
  const { search, page } = options;
  // Without words, how well each fits the organisation's programs and past awards (opportunity-match.ts).
  const score = search
    ? sql`ts_rank(o.search_vector, websearch_to_tsquery('english', ${search})) + word_similarity(${search}, o.title)`
    : fitRank(organizationTermsQuery(organizationId));
  const { rows } = await tx.execute<OpportunityRow>(sql`
    with page as (
      select o.id, ${score} as score, count(*) over () as total
      from opportunities o where ${conditions(organizationId, options, match)}
      order by score desc, o.close_date asc nulls last, o.id
      limit ${page.pageSize} offset ${offsetOf(page)}
    )
    select ${columns(organizationId)}, page.total from page join opportunities o on o.id = page.id
    order by page.score desc, o.close_date asc nulls last, o.id`);
  return rows;
}

const toPage = (rows: OpportunityRow[]) => ({
  total: Number(rows[0]?.total ?? 0),
  items: rows.map(toRecord),
});

/**
 * The matches of the words; when they match nothing, the titles similar to them. Similarity is tested only
 * then: it costs far more per row than the full-text test, and the copy's policy keeps PostgreSQL from using
 * either index (docs/architecture.md, Find grants).
 */
export async function searchOpportunities(
  tx: DbExecutor,
  organizationId: number,
  options: SearchOptions,
): Promise<{ total: number; items: OpportunityRecord[] }> {
  const found = await matchPage(tx, organizationId, options, 'words');
  if (found.length > 0 || !options.search) return toPage(found);
  // A page past the last match of the words stays empty rather than turning into similar titles.
  if (offsetOf(options.page) > 0) {
    const { rows } = await tx.execute<{ one: number }>(
      sql`select 1 as one from opportunities o where ${conditions(organizationId, options, 'words')} limit 1`,
    );
    if (rows.length > 0) return toPage([]);
  }
  return toPage(await matchPage(tx, organizationId, options, 'similar'));
}

/** The opportunity with this organisation's dismissal and tracked link; OPPORTUNITY_NOT_FOUND when absent. */
export async function getOpportunity(
  tx: DbExecutor,
  organizationId: number,
  id: number,
): Promise<OpportunityRecord> {
  const { rows } = await tx.execute<OpportunityRow>(
    sql`select ${columns(organizationId)} from opportunities o where o.id = ${id}`,
  );
  const row = rows[0];
  if (!row) throw new DomainError('OPPORTUNITY_NOT_FOUND');
  return toRecord(row);
}

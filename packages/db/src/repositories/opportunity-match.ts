import type { MatchCandidate } from '@grantflow/domain/opportunity/match-reasons';
import { type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { toNumber } from './shared.ts';

// How the shared opportunities meet one organisation (docs/product.md, Find grants, Match reasons), with
// PostgreSQL's English full text like the search: its programs' names against each opportunity's vector,
// and the funders of its past awards (AWARDED applications) against each opportunity's agency. The rule of
// what counts is packages/domain (opportunity/match-reasons.ts); this file only finds what is in common.

/** The organisation's words, as an OR of English lexemes (null: it has none), for ranking by fit. */
export function organizationTermsQuery(organizationId: number): SQL {
  return sql`(select nullif(string_agg(distinct '''' || replace(t.lexeme, '''', '''''') || '''', ' | '), '')::tsquery
    from (
      select unnest(tsvector_to_array(to_tsvector('english', p.name))) as lexeme
        from programs p where p.organization_id = ${organizationId}
      union
      select unnest(tsvector_to_array(to_tsvector('english', f.name)))
        from applications a join funders f on f.organization_id = a.organization_id and f.id = a.funder_id
        where a.organization_id = ${organizationId} and a.status = 'AWARDED'
    ) t)`;
}

/** How well an opportunity (alias `o`) fits the organisation's words; 0 when it has none. */
export const fitRank = (terms: SQL) => sql`coalesce(ts_rank(o.search_vector, ${terms}), 0)`;

interface CandidateRow {
  opportunity_id: number;
  kind: 'program' | 'award';
  label: string;
  matched_words: string[] | null;
  meaningful_words: string;
  funder_in_agency: boolean;
  agency_in_funder: boolean;
  agency_words: string;
}

/** Every program and past-award funder meeting each of these opportunities: one statement for a page. */
export async function matchCandidates(
  tx: DbExecutor,
  organizationId: number,
  opportunityIds: readonly number[],
): Promise<Map<number, MatchCandidate[]>> {
  const byOpportunity = new Map<number, MatchCandidate[]>();
  if (opportunityIds.length === 0) return byOpportunity;
  const ids = sql.join(
    opportunityIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const { rows } = await tx.execute<CandidateRow>(sql`
    with page as (
      select o.id, tsvector_to_array(o.search_vector) as lexemes,
        tsvector_to_array(to_tsvector('english', o.agency_name)) as agency
      from opportunities o where o.id in (${ids})
    ),
    program_words as (
      select p.id, p.name, w.ord, w.word, tsvector_to_array(to_tsvector('english', w.word)) as lexemes
      from programs p
      cross join lateral regexp_split_to_table(p.name, '[^[:alnum:]]+') with ordinality as w(word, ord)
      where p.organization_id = ${organizationId} and w.word <> ''
    ),
    award_funders as (
      select distinct f.name, tsvector_to_array(to_tsvector('english', f.name)) as lexemes
      from applications a join funders f on f.organization_id = a.organization_id and f.id = a.funder_id
      where a.organization_id = ${organizationId} and a.status = 'AWARDED'
    )
    select page.id as opportunity_id, 'program' as kind, w.name as label,
      array_agg(lower(w.word) order by w.ord) filter (where w.lexemes && page.lexemes) as matched_words,
      count(*) filter (where cardinality(w.lexemes) > 0) as meaningful_words,
      false as funder_in_agency, false as agency_in_funder, 0 as agency_words
    from page cross join program_words w
    group by page.id, w.id, w.name
    having bool_or(w.lexemes && page.lexemes)
    union all
    select page.id, 'award', f.name, null, cardinality(f.lexemes),
      f.lexemes <@ page.agency, page.agency <@ f.lexemes, cardinality(page.agency)
    from page cross join award_funders f
    where f.lexemes && page.agency
    order by 1, 3`);
  for (const row of rows) {
    const id = toNumber(row.opportunity_id);
    const candidate: MatchCandidate =
      row.kind === 'program'
        ? {
            kind: 'program',
            name: row.label,
            matchedWords: row.matched_words ?? [],
            meaningfulWords: toNumber(row.meaningful_words),
          }
        : {
            kind: 'award',
            funder: row.label,
            funderInAgency: row.funder_in_agency,
            agencyInFunder: row.agency_in_funder,
            funderWords: toNumber(row.meaningful_words),
            agencyWords: toNumber(row.agency_words),
          };
    byOpportunity.set(id, [...(byOpportunity.get(id) ?? []), candidate]);
  }
  return byOpportunity;
}

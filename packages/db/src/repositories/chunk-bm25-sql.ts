import { type SQL, sql } from 'drizzle-orm';

// Okapi BM25 over the passages that match the question (docs/architecture.md, Assistant retrieval), in one
// statement with the search: a word's document frequency is counted among the matching passages, which
// are all the passages holding it, so it is exact; the organisation's passage count is read by its index.
// A rare word the question shares with a passage (its "Antragsfrist") outweighs common ones (the funder's
// name in every passage of its files), which PostgreSQL's ts_rank does not know. Each occurrence counts
// with its vector weight: body and value terms fully, the heading a little less, the names context least.

const K1 = sql.raw('1.2::float8');
const B = sql.raw('0.75::float8');
const OCCURRENCE_WEIGHT = sql.raw(
  `case w when 'A' then 0.3 when 'B' then 0.8 when 'C' then 0.6 else 1.0 end`,
);

/**
 * CTEs `bm25_terms` and `bm25` (id → score) over the `scored` CTE (id, language, search_vector,
 * simple_vector) and the `q` row of questionTsqueries: the language vector is scored against its
 * language's lexemes, the simple vector against the simple terms, and the better of the two is kept.
 */
export function chunkBm25(organizationId: number): SQL {
  return sql`bm25_terms as (
      select s.id, 'l' as kind, u.lexeme, length(s.search_vector) as len,
        (select sum(${OCCURRENCE_WEIGHT}) from unnest(u.weights) as w) as tf
      from scored s, q, unnest(s.search_vector) as u
      where u.lexeme = any(case s.language::text when 'english' then q.en_lex || q.en_val
        when 'portuguese' then q.pt_lex || q.pt_val when 'german' then q.de_lex || q.de_val
        else q.si_lex || q.si_val end)
      union all
      select s.id, 's', u.lexeme, length(s.simple_vector),
        (select sum(${OCCURRENCE_WEIGHT}) from unnest(u.weights) as w)
      from scored s, q, unnest(s.simple_vector) as u
      where u.lexeme = any(q.si_lex || q.si_val)
    ), bm25_stats as (
      select (select count(*) from document_chunks where organization_id = ${organizationId})::float8 as n,
        (select avg(length(search_vector)) from scored)::float8 as avg_len
    ), bm25_df as (
      select kind, lexeme, count(*)::float8 as df from bm25_terms group by kind, lexeme
    ), bm25 as (
      select t.id, max(t.score) as score from (
        select t.id, t.kind, sum(
            ln(1 + (st.n - d.df + 0.5) / (d.df + 0.5))
            * t.tf * (${K1} + 1) / (t.tf + ${K1} * (1 - ${B} + ${B} * t.len / greatest(st.avg_len, 1)))
          ) as score
        from bm25_terms t join bm25_df d using (kind, lexeme), bm25_stats st
        group by t.id, t.kind
      ) t group by t.id
    )`;
}

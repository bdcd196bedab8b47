import { type SQL, sql } from 'drizzle-orm';

// Okapi BM25 over the candidate passages (docs/architecture.md, Assistant retrieval), in one statement
// with the search: the candidates' words shared with the question are weighed by how rare each is among
// the organisation's passages (its document frequency, counted through the vectors' GIN indexes), so a
// rare word the question shares with a passage (its "Antragsfrist") outweighs common ones (the funder's
// name in every passage of its files), which PostgreSQL's ts_rank does not know. Each occurrence counts
// with its vector weight: body fully, heading and value terms a little less, the names context least.

const K1 = sql.raw('1.2::float8');
const B = sql.raw('0.75::float8');
/**
 * The lexeme as a tsquery of itself, unparsed: quoted, with quotes and backslashes doubled as tsquery input
 * wants (quote_literal's E'' form of a backslash would not match).
 */
const LEXEME_QUERY = sql.raw(
  String.raw`('''' || replace(replace(t.lexeme, E'\\', E'\\\\'), '''', '''''') || '''')::tsquery`,
);
const OCCURRENCE_WEIGHT = sql.raw(
  `case w when 'A' then 0.3 when 'B' then 0.8 when 'C' then 0.6 else 1.0 end`,
);

/**
 * CTEs `bm25_terms` … `bm25` (id → score) over the `candidates` CTE (id, language, search_vector,
 * simple_vector) and the `q` row of questionTsqueries: the language vector is scored against its
 * language's lexemes, the simple vector against the simple terms, and the better of the two is kept.
 */
export function chunkBm25(organizationId: number): SQL {
  return sql`bm25_terms as (
      select s.id, 'l' as kind, u.lexeme, length(s.search_vector) as len,
        (select sum(${OCCURRENCE_WEIGHT}) from unnest(u.weights) as w) as tf
      from candidates s, q, unnest(s.search_vector) as u
      where u.lexeme = any(case s.language::text when 'english' then q.en_lex || q.en_val
        when 'portuguese' then q.pt_lex || q.pt_val when 'german' then q.de_lex || q.de_val
        else q.si_lex || q.si_val end)
      union all
      select s.id, 's', u.lexeme, length(s.simple_vector),
        (select sum(${OCCURRENCE_WEIGHT}) from unnest(u.weights) as w)
      from candidates s, q, unnest(s.simple_vector) as u
      where u.lexeme = any(q.si_lex || q.si_val)
    ), bm25_stats as (
      select (select count(*) from document_chunks where organization_id = ${organizationId})::float8 as n,
        (select avg(length(search_vector)) from candidates)::float8 as avg_len
    ), bm25_df as materialized (
      -- Materialised: counted once per distinct word, each count one GIN index scan.
      select t.kind, t.lexeme, (case t.kind
          when 'l' then (select count(*) from document_chunks c
            where c.organization_id = ${organizationId} and c.search_vector @@ ${LEXEME_QUERY})
          else (select count(*) from document_chunks c
            where c.organization_id = ${organizationId} and c.simple_vector @@ ${LEXEME_QUERY}) end)::float8 as df
      from (select distinct kind, lexeme from bm25_terms) as t
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

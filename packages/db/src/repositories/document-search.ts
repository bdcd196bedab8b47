import { type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { chunkBm25 } from './chunk-bm25-sql.ts';
import { type QuestionReadings, questionHits, questionTsqueries } from './question-tsquery.ts';

// Reads of the assistant's retrieval. Each function returns candidates with one score
// per ranking signal; the use case turns the scores into ranked lists and fuses them. Everything is
// filtered by the organisation given by the caller (SECURITY.md 14: never by anything the query says).

export interface ChunkScores {
  chunkId: number;
  fileId: number;
  /** Full-text rank in the query's english / portuguese / german reading (0 when the chunk's language differs). */
  english: number;
  portuguese: number;
  german: number;
  /** Rank of the language-neutral terms (names, numbers) over the 'simple' vector. */
  simple: number;
  /** Okapi BM25 of the question's words (chunk-bm25-sql.ts). */
  bm25: number;
  /** The passage's text search configuration ('english', 'portuguese', 'german', 'simple'). */
  config: string;
  /** How many of the question's words the passage (with its names context) holds. */
  hits: number;
  /** …of which in its names context alone (funder, file name, title). */
  nameHits: number;
}

export interface ChunkTextQuery {
  /** Parsed by each configuration's own parser and stopwords. */
  readings: QuestionReadings;
  /** The readings whose words are counted as hits: without any language's stopwords. */
  counted: QuestionReadings;
  /** The question's non-stopword words, already reduced to letters and digits. */
  simpleTerms: readonly string[];
  /** The value class terms the question asks for (domain/documents/value-terms): ranked, not counted. */
  valueTerms?: readonly string[];
  limit: number;
}

// Weights of the vectors' parts ({D, C, B, A}): the passage's body, its value terms, its heading, its
// names context. The context is in every passage of a file, so it tells files apart, not passages.
const rank = (vector: SQL, query: SQL) => sql`ts_rank('{1.0,0.6,0.8,0.3}'::float4[], ${vector}, ${query}, 1)`;

/** Passages matching the question in any reading, with every score, best first by their sum. */
export async function scoreChunks(
  tx: DbExecutor,
  organizationId: number,
  query: ChunkTextQuery,
): Promise<ChunkScores[]> {
  const { rows } = await tx.execute<{
    id: number;
    file_id: number;
    en: number;
    pt: number;
    de: number;
    si: number;
    bm25: number;
    config: string;
    hits: number;
    name_hits: number;
  }>(sql`with q as (
      ${questionTsqueries(query.readings, query.simpleTerms, query.counted, query.valueTerms)}
    ), scored as (
      select c.id, c.file_id, c.language, c.context, c.search_vector, c.simple_vector,
        case when c.language = 'english'::regconfig and c.search_vector @@ q.en then ${rank(sql`c.search_vector`, sql`q.en`)} else 0 end as en,
        case when c.language = 'portuguese'::regconfig and c.search_vector @@ q.pt then ${rank(sql`c.search_vector`, sql`q.pt`)} else 0 end as pt,
        case when c.language = 'german'::regconfig and c.search_vector @@ q.de then ${rank(sql`c.search_vector`, sql`q.de`)} else 0 end as de,
        case when c.simple_vector @@ q.si then ${rank(sql`c.simple_vector`, sql`q.si`)} else 0 end as si
      from document_chunks c, q
      where c.organization_id = ${organizationId}
        and (c.search_vector @@ q.en or c.search_vector @@ q.pt or c.search_vector @@ q.de or c.simple_vector @@ q.si)
    ), candidates as (
      select * from scored order by en + pt + de + si desc limit ${query.limit}
    ), ${chunkBm25(organizationId)}, best as (
      select s.*, coalesce(m.score, 0) as bm25 from candidates s left join bm25 m using (id)
    )
    select b.id, b.file_id, b.en, b.pt, b.de, b.si, b.bm25, b.language::text as config,
      ${questionHits(sql`b.language`, sql`b.search_vector`, sql`b.simple_vector`)} as hits,
      ${questionHits(sql`b.language`, sql`to_tsvector(b.language, b.context)`, sql`to_tsvector('simple', b.context)`)} as name_hits
    from best b, q order by b.en + b.pt + b.de + b.si desc`);
  return rows.map((row) => ({
    chunkId: row.id,
    fileId: row.file_id,
    english: Number(row.en),
    portuguese: Number(row.pt),
    german: Number(row.de),
    simple: Number(row.si),
    bm25: Number(row.bm25),
    config: row.config,
    hits: Number(row.hits),
    nameHits: Number(row.name_hits),
  }));
}

/**
 * Passages whose names context (funder, folders, file name, title) holds a word like one of the terms
 * (pg_trgm's `%>`: word similarity ≥ pg_trgm.word_similarity_threshold, 0.6 by default), so a misspelt
 * funder or file name still finds its files. Served by the trigram index on `context`.
 */
export async function scoreChunkNames(
  tx: DbExecutor,
  organizationId: number,
  query: { terms: readonly string[]; limit: number },
): Promise<{ chunkId: number; fileId: number; similarity: number; terms: number }[]> {
  if (query.terms.length === 0) return [];
  const { rows } = await tx.execute<{
    id: number;
    file_id: number;
    sim: number;
    terms: number;
  }>(sql`select c.id, c.file_id,
      sum(word_similarity(t.term, c.context)) as sim, count(*) as terms
    from unnest(${`{${query.terms.map((term) => `"${term.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]) as t(term)
    join document_chunks c on c.context %> t.term
    where c.organization_id = ${organizationId}
    group by c.id, c.file_id
    order by sim desc, c.file_id, c.id limit ${query.limit}`);
  return rows.map((row) => ({
    chunkId: row.id,
    fileId: row.file_id,
    similarity: Number(row.sim),
    terms: Number(row.terms),
  }));
}

/** Passages nearest to a unit-length query vector (dot product = cosine), computed in SQL. */
export async function scoreChunkEmbeddings(
  tx: DbExecutor,
  organizationId: number,
  query: { vector: readonly number[]; limit: number },
): Promise<{ chunkId: number; fileId: number; similarity: number }[]> {
  const vector = `{${query.vector.join(',')}}`;
  const { rows } = await tx.execute<{ id: number; file_id: number; sim: number }>(sql`select c.id, c.file_id,
      (select sum(a * b) from unnest(c.embedding, ${vector}::real[]) as t(a, b)) as sim
    from document_chunks c
    where c.organization_id = ${organizationId} and c.embedding is not null
      and cardinality(c.embedding) = ${query.vector.length}
    order by sim desc nulls last limit ${query.limit}`);
  return rows.map((row) => ({ chunkId: row.id, fileId: row.file_id, similarity: Number(row.sim) }));
}

export interface ChunkPassage {
  chunkId: number;
  fileId: number;
  fileName: string;
  /** Stored form. */
  folderPath: string;
  funderId: number | null;
  funderName: string | null;
  heading: string | null;
  content: string;
}

/** The passages and their files' current names and folders, for the ids the ranking kept. */
export async function loadChunkPassages(
  tx: DbExecutor,
  organizationId: number,
  chunkIds: readonly number[],
): Promise<ChunkPassage[]> {
  if (chunkIds.length === 0) return [];
  const { rows } = await tx.execute<{
    id: number;
    file_id: number;
    file_name: string;
    folder_path: string;
    funder_id: number | null;
    funder_name: string | null;
    heading: string | null;
    content: string;
  }>(sql`select c.id, c.file_id, fi.name as file_name, fi.folder_path, fi.funder_id, fu.name as funder_name,
      c.heading, c.content
    from document_chunks c
    join files fi on fi.organization_id = c.organization_id and fi.id = c.file_id
    left join funders fu on fu.organization_id = fi.organization_id and fu.id = fi.funder_id
    where c.organization_id = ${organizationId} and c.id = any(${`{${chunkIds.join(',')}}`}::int[])`);
  return rows.map((row) => ({
    chunkId: row.id,
    fileId: row.file_id,
    fileName: row.file_name,
    folderPath: row.folder_path,
    funderId: row.funder_id,
    funderName: row.funder_name,
    heading: row.heading,
    content: row.content,
  }));
}

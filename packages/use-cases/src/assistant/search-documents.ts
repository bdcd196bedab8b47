import { type Db, withTenant } from '@grantflow/db/client';
import {
  loadChunkPassages,
  scoreChunkEmbeddings,
  scoreChunkNames,
  scoreChunks,
} from '@grantflow/db/repositories/document-search';
import { scoreRecords } from '@grantflow/db/repositories/record-search';
import { detectLanguage, isStopword, wordsOf } from '@grantflow/domain/documents/detect-language';
import { wireFolderPath } from '@grantflow/domain/documents/document-paths';
import { glossaryExpansion } from '@grantflow/domain/documents/grant-glossary';
import {
  type RankedList,
  rankBy,
  reciprocalRankFusion,
} from '@grantflow/domain/documents/reciprocal-rank-fusion';
import { relevanceFloor } from '@grantflow/domain/documents/relevance-floor';
import { VALUE_TERMS, valueClassesAsked } from '@grantflow/domain/documents/value-terms';
import { DomainError } from '@grantflow/domain/shared/errors';
import type { EmbeddingsClient } from './embeddings.ts';

export type PassageSource =
  | {
      kind: 'file';
      fileId: number;
      fileName: string;
      /** Wire path ('' = the funder's root). */
      folder: string;
      funderId: number | null;
      funderName: string | null;
    }
  | { kind: 'funder'; funderId: number; funderName: string; field: 'notes' | 'howToApply' | 'profile' }
  | { kind: 'program'; programId: number; programName: string };

export interface Passage {
  source: PassageSource;
  /** The section heading the chunk sits under. */
  heading: string | null;
  /** The chunk text (with title/heading context). */
  text: string;
  /** Fused rank score, higher is better. */
  score: number;
}

export interface SearchDocumentsDeps {
  db: Db;
  embeddings?: EmbeddingsClient | undefined;
}

export interface SearchDocumentsInput {
  organizationId: number;
  query: string;
  /** Default 8, at most 50. */
  limit?: number;
}

export const SEARCH_DEFAULT_LIMIT = 8;
export const SEARCH_MAX_LIMIT = 50;
export const SEARCH_MAX_QUERY_CHARS = 2000;

const CANDIDATES = 200;
const RECORD_DISCOUNT = 0.5;
/** The share of its rank a passage keeps however low its BM25 (so a name-only match still ranks). */
const BM25_FLOOR = 0.2;
/** Passages of one source among the results before another source's weaker ones may follow. */
const PER_SOURCE = 2;
const LANGUAGE_CONFIGS = [
  ['english', 'en'],
  ['portuguese', 'pt'],
  ['german', 'de'],
] as const;

const RECORD_HEADINGS = {
  notes: 'Notes',
  howToApply: 'How to apply',
  profile: 'Profile',
  program: 'Program',
} as const;

type Key = `c${number}` | `r${string}`;

function checkedLimit(limit: number | undefined): number {
  if (limit === undefined) return SEARCH_DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > SEARCH_MAX_LIMIT) {
    throw new DomainError('VALIDATION', `limit must be an integer from 1 to ${SEARCH_MAX_LIMIT}`, {
      params: { min: 1, max: SEARCH_MAX_LIMIT },
    });
  }
  return limit;
}

/**
 * The organisation's passages most relevant to a question, from its files and its own records (funders'
 * notes, how-to-apply and profile; programs with goals), best first. The question is read in English,
 * Portuguese and German (each against the passages of that language) and as bare names and numbers
 * ('simple'), plus trigram similarity to the funder/file names and, with an embeddings endpoint, vector
 * similarity; the rankings are fused by reciprocal rank, among the candidates above the relevance floor
 * only, so fewer than `limit` come back when fewer are relevant, and none when nothing is. Filtered by `organizationId` in every statement,
 * inside the tenant transaction — never by anything the question says (SECURITY.md 14).
 */
export async function searchDocuments(
  deps: SearchDocumentsDeps,
  input: SearchDocumentsInput,
): Promise<Passage[]> {
  const limit = checkedLimit(input.limit);
  const text = input.query.replace(/\p{Cc}+/gu, ' ').trim();
  if (text.length > SEARCH_MAX_QUERY_CHARS) {
    throw new DomainError('VALIDATION', `the question is longer than ${SEARCH_MAX_QUERY_CHARS} characters`, {
      params: { limit: SEARCH_MAX_QUERY_CHARS },
    });
  }
  const simpleTerms = [...new Set(wordsOf(text).filter((word) => !isStopword(word)))].slice(0, 64);
  if (simpleTerms.length === 0) return [];
  // The words the floor counts, as typed: an e-mail address or web address is one word, as the full-text
  // parser reads it, not the three its letters make.
  const questionWords = text
    .split(/\s+/)
    .filter((token) => wordsOf(token).some((word) => !isStopword(word))).length;
  const queryLanguage = detectLanguage(text);
  const glossary = glossaryExpansion(wordsOf(text));
  // A question asking when or how much also looks for the passages stating a date or an amount.
  const asked = valueClassesAsked(text).map((valueClass) => VALUE_TERMS[valueClass]);
  const readings = {
    english: [text, ...glossary.en, ...asked].join(' '),
    portuguese: [text, ...glossary.pt, ...asked].join(' '),
    german: [text, ...glossary.de, ...asked].join(' '),
  };
  // The class terms rank but are no evidence for the relevance floor: 'when does daylight saving time
  // end' shares a date with every deadline, not a topic.
  const counted = {
    english: [...simpleTerms, ...glossary.en].join(' '),
    portuguese: [...simpleTerms, ...glossary.pt].join(' '),
    german: [...simpleTerms, ...glossary.de].join(' '),
  };
  // Embedding the question happens before the transaction: no connection is held during a network call.
  const vector = deps.embeddings ? (await deps.embeddings.embed([text]))[0] : undefined;
  const organizationId = input.organizationId;

  return withTenant(deps.db, organizationId, async (tx) => {
    const chunks = await scoreChunks(tx, organizationId, {
      readings,
      counted,
      simpleTerms,
      valueTerms: asked,
      limit: CANDIDATES,
    });
    // Names are fuzzy-matched only for words long enough to carry a name (not 'fund', 'the', '2026').
    const nameTerms = simpleTerms.filter((term) => term.length >= 5 && !/^\d+$/.test(term)).slice(0, 16);
    const names = await scoreChunkNames(tx, organizationId, { terms: nameTerms, limit: 50 });
    const nearest = vector ? await scoreChunkEmbeddings(tx, organizationId, { vector, limit: 50 }) : [];
    const records = await scoreRecords(tx, organizationId, {
      readings,
      counted,
      simpleTerms,
      limit: 50,
    });

    const recordKey = (record: (typeof records)[number]): Key =>
      `r${record.kind}:${record.id}:${record.field}`;
    // One full-text list: a passage scores in its own language's reading of the question (halved when the
    // question is in another language: then only names and cognates match); a record, whose language is
    // unknown, by its best reading, discounted since it is short and unweighted. Passages and records
    // compete by raw score in the same list, so neither kind wins by merely having a list of its own.
    const languageFactor = (language: string) =>
      queryLanguage === null || queryLanguage === language ? 1 : 0.5;
    // A passage's rank is scaled by its BM25 relative to the best passage's (chunk-bm25-sql.ts): between
    // passages of one file, which share the names context, the rarer words the question shares decide.
    const bestBm25 = Math.max(0, ...chunks.map((chunk) => chunk.bm25));
    const bm25Share = (chunk: (typeof chunks)[number]) => (bestBm25 > 0 ? chunk.bm25 / bestBm25 : 1);
    const fullText = [
      ...chunks.map((chunk) => ({
        key: `c${chunk.chunkId}` as Key,
        score:
          LANGUAGE_CONFIGS.reduce(
            (sum, [config, language]) => sum + chunk[config] * languageFactor(language),
            0,
          ) *
          (BM25_FLOOR + (1 - BM25_FLOOR) * bm25Share(chunk)),
        simple: chunk.simple * (BM25_FLOOR + (1 - BM25_FLOOR) * bm25Share(chunk)),
      })),
      ...records.map((record) => ({
        key: recordKey(record),
        score: Math.max(record.english, record.portuguese, record.german) * RECORD_DISCOUNT,
        simple: record.simple * RECORD_DISCOUNT,
      })),
    ];
    const lists: RankedList<Key>[] = [
      { keys: rankBy(fullText, (item) => item.score).map((item) => item.key), weight: 1 },
      { keys: rankBy(fullText, (item) => item.simple).map((item) => item.key), weight: 1 },
      { keys: names.map((hit) => `c${hit.chunkId}` as const), weight: 0.5 },
    ];
    if (nearest.length > 0) lists.push({ keys: nearest.map((hit) => `c${hit.chunkId}` as const), weight: 1 });

    const relevant = relevantKeys(
      {
        chunks,
        names,
        nearest,
        records: records.map((r) => ({ key: recordKey(r), hits: r.hits, nameHits: r.nameHits })),
      },
      questionWords,
    );
    const fused = [...reciprocalRankFusion(lists).entries()]
      .filter(([key]) => relevant.has(key))
      .sort((a, b) => b[1] - a[1]);
    const fileOf = new Map<Key, number>();
    for (const chunk of [...chunks, ...names, ...nearest]) fileOf.set(`c${chunk.chunkId}`, chunk.fileId);
    const picked = diversify(fused, (key) => (key.startsWith('c') ? `f${fileOf.get(key)}` : key), limit);

    const chunkIds = picked.filter(([key]) => key.startsWith('c')).map(([key]) => Number(key.slice(1)));
    const passages = new Map(
      (await loadChunkPassages(tx, organizationId, chunkIds)).map((p) => [p.chunkId, p]),
    );
    const recordsByKey = new Map(records.map((record) => [recordKey(record), record]));
    const results: Passage[] = [];
    for (const [key, score] of picked) {
      if (key.startsWith('c')) {
        const passage = passages.get(Number(key.slice(1)));
        if (!passage) continue;
        results.push({
          source: {
            kind: 'file',
            fileId: passage.fileId,
            fileName: passage.fileName,
            folder: wireFolderPath(passage.folderPath),
            funderId: passage.funderId,
            funderName: passage.funderName,
          },
          heading: passage.heading,
          text: passage.content,
          score,
        });
        continue;
      }
      const record = recordsByKey.get(key);
      if (!record) continue;
      results.push({
        source:
          record.kind === 'program'
            ? { kind: 'program', programId: record.id, programName: record.name }
            : {
                kind: 'funder',
                funderId: record.id,
                funderName: record.name,
                field: record.field as 'notes' | 'howToApply' | 'profile',
              },
        heading: RECORD_HEADINGS[record.field],
        text: record.text,
        score,
      });
    }
    return results;
  });
}

interface Candidates {
  chunks: readonly { chunkId: number; hits: number; nameHits: number }[];
  names: readonly { chunkId: number; terms: number }[];
  nearest: readonly { chunkId: number; similarity: number }[];
  records: readonly { key: Key; hits: number; nameHits: number }[];
}

/**
 * The candidates above the relevance floor (domain/documents/relevance-floor): a passage's evidence is
 * the question's words it holds in full text or, misspelt, in its names, and its vector similarity.
 */
function relevantKeys(candidates: Candidates, questionWords: number): Set<Key> {
  const evidence = new Map<Key, { key: Key; hits: number; nameHits: number; similarity?: number }>();
  const of = (key: Key) => {
    const found = evidence.get(key) ?? { key, hits: 0, nameHits: 0 };
    evidence.set(key, found);
    return found;
  };
  for (const chunk of candidates.chunks)
    Object.assign(of(`c${chunk.chunkId}`), { hits: chunk.hits, nameHits: chunk.nameHits });
  for (const name of candidates.names) {
    const found = of(`c${name.chunkId}`);
    found.hits = Math.max(found.hits, name.terms);
    found.nameHits = Math.max(found.nameHits, name.terms);
  }
  for (const hit of candidates.nearest) of(`c${hit.chunkId}`).similarity = hit.similarity;
  for (const record of candidates.records)
    Object.assign(of(record.key), { hits: record.hits, nameHits: record.nameHits });
  const all = [...evidence.values()];
  const isRelevant = relevanceFloor(all, questionWords);
  return new Set(all.filter(isRelevant).map((item) => item.key));
}

/**
 * The best `limit` items, at most PER_SOURCE from one source while others remain, so a long document's
 * many similar passages do not crowd out the second-best file; a source's further passages follow after.
 */
function diversify<K>(
  ranked: readonly (readonly [K, number])[],
  sourceOf: (key: K) => string,
  limit: number,
) {
  const taken: (readonly [K, number])[] = [];
  const skipped: (readonly [K, number])[] = [];
  const perSource = new Map<string, number>();
  for (const entry of ranked) {
    if (taken.length >= limit) break;
    const source = sourceOf(entry[0]);
    const count = perSource.get(source) ?? 0;
    if (count >= PER_SOURCE) {
      skipped.push(entry);
      continue;
    }
    perSource.set(source, count + 1);
    taken.push(entry);
  }
  for (const entry of skipped) {
    if (taken.length >= limit) break;
    taken.push(entry);
  }
  return taken;
}

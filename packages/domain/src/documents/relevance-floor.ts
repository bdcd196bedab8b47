// Which retrieved passages are relevant enough to show: the assistant quotes fewer than it may when
// fewer are relevant, and says nothing relevant was found when none is, instead of padding the answer
// with passages that share one common word with the question (a one-line file, a heading). Evidence is
// counted in the question's words a passage holds (in its own language's stemming, or as a name), not
// in rank scores, whose scale differs between passages of different lengths and languages.

export interface PassageEvidence {
  /** The question's words the passage holds, in full text or as a (possibly misspelt) name. */
  hits: number;
  /** …of which in what names the passage: its funder, file name, title (or the record's name). */
  nameHits: number;
  /** Cosine similarity to the question, when an embeddings endpoint scored it. */
  similarity?: number | undefined;
}

export const RELEVANCE_FLOOR = {
  /**
   * A passage must hold at least this many of the question's words (all of them, for a shorter
   * question), or one that names it: a paraphrased question ('how many kids did the literacy programme
   * reach') may share only the topic with its answer, and a topic in a document's title is what the
   * document is about; one word of its body is not ('the capital of France' and a capital campaign).
   */
  minimumHits: 2,
  /** …and at least this share of what the best passage holds. */
  shareOfBest: 0.5,
  /** Passages found by their vector alone: at most this many, within this share of the nearest one. */
  vectorOnly: 3,
  vectorShareOfNearest: 0.9,
} as const;

/**
 * The predicate keeping the relevant passages of one question with `questionWords` non-stopword words.
 * Passages that match by words are judged against the best one; with embeddings, the nearest few by
 * vector are kept as well, since a misspelt or paraphrased question may share no word with its answer.
 */
export function relevanceFloor<T extends PassageEvidence>(
  candidates: readonly T[],
  questionWords: number,
): (candidate: T) => boolean {
  const required = Math.min(RELEVANCE_FLOOR.minimumHits, Math.max(questionWords, 1));
  const bestHits = Math.max(0, ...candidates.map((candidate) => candidate.hits));
  const shareOfBest = Math.ceil(bestHits * RELEVANCE_FLOOR.shareOfBest);
  const enough = (candidate: T) =>
    candidate.hits >= shareOfBest && (candidate.hits >= required || candidate.nameHits > 0);
  const byVector = candidates
    .filter((candidate) => candidate.similarity !== undefined && candidate.similarity > 0)
    .sort((a, b) => (b.similarity ?? 0) - (a.similarity ?? 0));
  const nearest = byVector[0]?.similarity ?? 0;
  const nearEnough = new Set(
    byVector
      .slice(0, RELEVANCE_FLOOR.vectorOnly)
      .filter((candidate) => (candidate.similarity ?? 0) >= nearest * RELEVANCE_FLOOR.vectorShareOfNearest),
  );
  return (candidate) => (candidate.hits > 0 && enough(candidate)) || nearEnough.has(candidate);
}

// Reciprocal-rank fusion (Cormack, Clarke & Büttcher, 2009): each ranked list gives an item
// weight / (k + rank); the item's fused score is the sum. Robust to lists whose raw scores are not
// comparable (full-text ranks in different languages, trigram similarity, cosine similarity).

export interface RankedList<K> {
  /** Best first. */
  keys: readonly K[];
  weight: number;
}

export const RRF_K = 60;

export function reciprocalRankFusion<K>(lists: readonly RankedList<K>[], k: number = RRF_K): Map<K, number> {
  const scores = new Map<K, number>();
  for (const list of lists) {
    if (list.weight <= 0) continue;
    list.keys.forEach((key, index) => {
      scores.set(key, (scores.get(key) ?? 0) + list.weight / (k + index + 1));
    });
  }
  return scores;
}

/** Items with a positive `score`, best first; ties keep their first-seen order. */
export function rankBy<T>(items: readonly T[], score: (item: T) => number): T[] {
  return items
    .map((item, index) => ({ item, index, value: score(item) }))
    .filter((entry) => entry.value > 0)
    .sort((a, b) => b.value - a.value || a.index - b.index)
    .map((entry) => entry.item);
}

import { describe, expect, it } from 'vitest';
import { relevanceFloor } from './relevance-floor.ts';

const kept = (
  candidates: { id: string; hits: number; nameHits?: number; similarity?: number }[],
  words: number,
) => {
  const withNames = candidates.map((candidate) => ({ nameHits: 0, ...candidate }));
  const relevant = relevanceFloor(withNames, words);
  return withNames.filter(relevant).map((candidate) => candidate.id);
};

describe('relevanceFloor', () => {
  it('keeps the passages holding at least half of what the best one holds, and at least two words', () => {
    expect(
      kept(
        [
          { id: 'deadline', hits: 4 },
          { id: 'same funder', hits: 2 },
          { id: 'one word', hits: 1 },
        ],
        6,
      ),
    ).toEqual(['deadline', 'same funder']);
    expect(
      kept(
        [
          { id: 'best', hits: 6 },
          { id: 'half', hits: 3 },
          { id: 'less', hits: 2 },
        ],
        8,
      ),
    ).toEqual(['best', 'half']);
  });

  it('keeps nothing when no passage holds two of the question words: nothing relevant was found', () => {
    expect(
      kept(
        [
          { id: 'capital campaign', hits: 1 },
          { id: 'heading', hits: 1 },
        ],
        3,
      ),
    ).toEqual([]);
    expect(kept([], 3)).toEqual([]);
  });

  it('takes one word when it is in what names the passage (its title, file or funder)', () => {
    expect(
      kept(
        [
          { id: 'literacy report', hits: 1, nameHits: 1 },
          { id: 'literacy in a body', hits: 1 },
        ],
        7,
      ),
    ).toEqual(['literacy report']);
    expect(
      kept(
        [
          { id: 'best', hits: 4 },
          { id: 'named once', hits: 1, nameHits: 1 },
        ],
        7,
      ),
    ).toEqual(['best']);
  });

  it('asks a one-word question for that word only', () => {
    expect(kept([{ id: 'hollis', hits: 1 }], 1)).toEqual(['hollis']);
  });

  it('with embeddings, also keeps the nearest few by vector, close to the nearest', () => {
    expect(
      kept(
        [
          { id: 'a', hits: 0, similarity: 0.8 },
          { id: 'b', hits: 0, similarity: 0.75 },
          { id: 'c', hits: 0, similarity: 0.5 },
          { id: 'd', hits: 0, similarity: 0.79 },
          { id: 'e', hits: 0, similarity: 0.78 },
        ],
        3,
      ),
    ).toEqual(['a', 'd', 'e']);
  });
});

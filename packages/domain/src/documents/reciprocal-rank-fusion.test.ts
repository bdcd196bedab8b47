import { describe, expect, it } from 'vitest';
import { rankBy, reciprocalRankFusion } from './reciprocal-rank-fusion.ts';

describe('reciprocalRankFusion', () => {
  it('rewards items ranked well by several lists', () => {
    const scores = reciprocalRankFusion([
      { keys: ['a', 'b', 'c'], weight: 1 },
      { keys: ['b', 'c', 'a'], weight: 1 },
      { keys: ['b'], weight: 1 },
    ]);
    const order = [...scores.entries()].sort((x, y) => y[1] - x[1]).map(([key]) => key);
    expect(order).toEqual(['b', 'a', 'c']);
    expect(scores.get('b')).toBeCloseTo(1 / 61 + 1 / 62 + 1 / 61, 10);
  });

  it('applies weights and ignores lists weighted zero', () => {
    const scores = reciprocalRankFusion([
      { keys: ['a'], weight: 0.5 },
      { keys: ['b'], weight: 0 },
    ]);
    expect(scores.get('a')).toBeCloseTo(0.5 / 61, 10);
    expect(scores.has('b')).toBe(false);
  });
});

describe('rankBy', () => {
  it('drops non-positive scores and keeps ties stable', () => {
    expect(rankBy(['x', 'y', 'z', 'w'], (item) => ({ x: 1, y: 3, z: 0, w: 1 })[item] ?? 0)).toEqual([
      'y',
      'x',
      'w',
    ]);
  });
});

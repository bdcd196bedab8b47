import { describe, expect, it } from 'vitest';
import { responseAverage } from './response-average.ts';

describe('responseAverage', () => {
  it.each<[Array<number | null | undefined>, number | null]>([
    [[], null],
    [[null, undefined], null],
    [[10], 10],
    [[10, 11], 11], // 10.5 rounds up
    [[10, 10, 11], 11], // 10.33 rounds up
    [[30, null, 60], 45],
    [[0, 0], 0],
    [[365, 1], 183],
    [[-1, 0], 0], // no -0
    [[Number.NaN, 4], 4],
  ])('%j → %j', (days, expected) => {
    expect(responseAverage(days)).toBe(expected);
  });
});

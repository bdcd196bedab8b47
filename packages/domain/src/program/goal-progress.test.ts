import { describe, expect, it } from 'vitest';
import { goalMissing, goalPercentage } from './goal-progress.ts';

describe('goal progress', () => {
  it.each([
    [1000, 250, 750, 25],
    [1000, 1000, 0, 100],
    [1000, 1500, 0, 150],
    [0, 500, 0, 0],
    [null, 500, 0, 0],
  ])('goal %j, achieved %i → missing %i, %i%%', (goal, achieved, missing, percentage) => {
    expect(goalMissing(goal, achieved)).toBe(missing);
    expect(goalPercentage(goal, achieved)).toBe(percentage);
  });
});

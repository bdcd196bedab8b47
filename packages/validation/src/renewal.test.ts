import { describe, expect, it } from 'vitest';
import { codedIssues } from './issue.ts';
import { renewalsArgsSchema } from './renewal.ts';

describe('renewalsArgsSchema', () => {
  it.each([
    [{}, 120],
    [{ withinDays: null }, 120],
    [{ withinDays: 0 }, 0],
    [{ withinDays: 3660 }, 3660],
  ])('%j → %i days', (args, days) => {
    expect(renewalsArgsSchema.parse(args).withinDays).toBe(days);
  });

  it.each([[-1], [3661], [1.5]])('refuses %s with BETWEEN 0..3660', (withinDays) => {
    const result = renewalsArgsSchema.safeParse({ withinDays });
    expect(codedIssues(result.error?.issues ?? [])).toEqual([
      expect.objectContaining({ path: 'withinDays', code: 'BETWEEN', params: { min: 0, max: 3660 } }),
    ]);
  });
});

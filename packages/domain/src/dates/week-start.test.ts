import { describe, expect, it } from 'vitest';
import { weekStartFor } from './week-start.ts';

describe('weekStartFor', () => {
  it.each([
    ['en', 0],
    ['pt', 0],
    ['pt-BR', 0],
    ['de', 1],
    ['de-DE', 1],
  ] as const)('%s starts the week on %i', (language, day) => {
    expect(weekStartFor(language)).toBe(day);
  });
});

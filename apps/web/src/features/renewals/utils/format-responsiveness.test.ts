import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatMedianDays, formatWinRate } from './format-responsiveness.ts';

describe('formatWinRate', () => {
  it.each([
    [null, 'en', '–'],
    [0.25, 'en', '25%'],
    [1 / 3, 'en', '33%'],
    [0.5, 'de', '50 %'],
  ])('%s in %s → %s', (rate, language, text) => {
    expect(formatWinRate(rate, language, '–').replace(/\u00a0/g, ' ')).toBe(text);
  });
});

describe('formatMedianDays', () => {
  const t = ((key: string, options?: { count?: number }) =>
    options ? `${key}:${options.count}` : key) as unknown as TFunction;
  it.each([
    [null, 'renewals.responsiveness.none'],
    [30, 'renewals.responsiveness.days:30'],
    [30.5, 'renewals.responsiveness.days:31'],
  ])('%s → %s', (days, text) => {
    expect(formatMedianDays(days, t)).toBe(text);
  });
});
